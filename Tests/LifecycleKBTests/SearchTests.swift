import LifecycleModel
import Testing

@testable import LifecycleKB

/// Full-text search finds English and Chinese text, short Chinese words included.
@Suite struct SearchTests {
    static let store = Result { try KnowledgeStore() }

    @Test(arguments: ["生命周期", "double viewDidAppear", "周期", "loadView", "addChildViewController", "子控制器"])
    func findsRankedHits(query: String) throws {
        let hits = try Self.store.get().search(query)
        #expect(!hits.isEmpty, "no hits for \(query)")
        #expect(Set(hits.map { $0.kind + $0.id }).count == hits.count, "duplicate hits for \(query)")
    }

    @Test func theMostRelevantRuleComesFirstForItsOwnTopic() throws {
        let hits = try Self.store.get().search("unbalanced appearance transition")
        #expect(hits.first?.id == "appearance.unbalanced-transition")
    }

    @Test func snippetsMarkTheMatch() throws {
        let hits = try Self.store.get().search("周期")
        #expect(hits.allSatisfy { $0.snippet.contains("[") })
    }

    @Test func quotesAndOperatorsInTheQueryAreText() throws {
        #expect(throws: Never.self) { try Self.store.get().search("\"viewDidLoad OR NEAR( * -") }
    }
}
