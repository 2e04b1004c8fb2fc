import Foundation
import LifecycleModel
import Testing

@testable import LifecycleKB

/// The evidence chain of the built-in knowledge: every recorded console log backs at least one fact,
/// a fact that shows a log cites where the log comes from, and one page is cited under one id only.
@Suite struct ScenarioLinkTests {
    static let knowledge = Result { try KnowledgeLoader.builtIn().knowledge }

    @Test func everyRecordedLogBacksAFact() throws {
        let knowledge = try Self.knowledge.get()
        let linked = Set(knowledge.facts.flatMap(\.scenarios))
        let logs = knowledge.scenarios.map(\.id).filter { $0.hasPrefix("log.") }
        #expect(!logs.isEmpty)
        let unlinked = logs.filter { !linked.contains($0) }.sorted()
        #expect(unlinked.isEmpty, "recorded logs no fact links (add them to a fact's `scenarios:`): \(unlinked)")
    }

    @Test func aFactThatShowsALogCitesItsSource() throws {
        let knowledge = try Self.knowledge.get()
        let sourcesByScenario = Dictionary(knowledge.scenarios.map { ($0.id, $0.sources) }, uniquingKeysWith: { first, _ in first })
        for fact in knowledge.facts {
            for scenario in fact.scenarios where scenario.hasPrefix("log.") {
                let missing = (sourcesByScenario[scenario] ?? []).filter { !fact.sources.contains($0) }
                #expect(missing.isEmpty, "\(fact.id) links \(scenario) but does not cite \(missing)")
            }
        }
    }

    @Test func onePageHasOneSourceID() throws {
        let knowledge = try Self.knowledge.get()
        var idsByPage: [String: [String]] = [:]
        for source in knowledge.sources {
            guard let url = source.url else { continue }
            idsByPage[Self.page(url), default: []].append(source.id)
        }
        let shared = idsByPage.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }
        #expect(shared.isEmpty, "pages cited under several ids: \(shared.map { "\($0.key): \($0.value)" })")
    }

    @Test(arguments: [
        ("http://www.openradar.me/FB8734191", "https://openradar.me/fb8734191/"),
        ("https://wangling.me/2014/02/a.html", "http://wangling.me/2014/02/a.html#top"),
    ])
    func addressesOfOnePageCompareEqual(_ first: String, _ second: String) {
        #expect(Self.page(first) == Self.page(second))
    }

    /// An address reduced to what names the page: no scheme, no `www.`, no fragment, no trailing slash, any case.
    static func page(_ url: String) -> String {
        var text = url.lowercased()
        for prefix in ["https://", "http://", "www."] where text.hasPrefix(prefix) {
            text.removeFirst(prefix.count)
        }
        if let hash = text.firstIndex(of: "#") { text = String(text[..<hash]) }
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }
}
