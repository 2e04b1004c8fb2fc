import LifecycleModel
import Testing

@testable import LifecycleAsk

/// Choosing the fact that answers: most context groups first, then most of the question's contexts.
@Suite struct FactSelectionTests {
    private func fact(_ id: String, _ contexts: [[String]]) -> FactRecord {
        FactRecord(
            id: id, trigger: "viewDidLoad", contexts: contexts, summary: Bilingual(en: id, zh: id), answer: Bilingual(en: id, zh: id),
            sources: ["s"])
    }

    @Test func theFactWithMoreGroupsWins() {
        let facts = [fact("common", []), fact("one", [["storyboard"]]), fact("two", [["storyboard"], ["child"]])]
        let selection = FactSelection(facts: facts, contexts: ["storyboard", "child"])
        #expect(selection.chosen?.id == "two")
        #expect(selection.uncoveredContexts.isEmpty)
    }

    @Test func onATieTheFactNamingMoreOfTheQuestionWins() {
        let facts = [fact("broad", [["manual", "storyboard"]]), fact("specific", [["manual", "child"]])]
        let selection = FactSelection(facts: facts, contexts: ["manual", "child"])
        #expect(selection.chosen?.id == "specific")
        #expect(selection.alternatives.map(\.id) == ["broad"])
    }

    @Test func withoutAnApplicableFactTheCommonCaseAnswers() {
        let facts = [fact("xib", [["xib"]]), fact("common", [])]
        let selection = FactSelection(facts: facts, contexts: ["storyboard"])
        #expect(selection.chosen?.id == "common")
        #expect(selection.uncoveredContexts == ["storyboard"])
    }
}
