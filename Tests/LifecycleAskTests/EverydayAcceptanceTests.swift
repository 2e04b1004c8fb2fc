import Foundation
import LifecycleAsk
import LifecycleModel
import Testing

/// The engine on the real Data/ for everyday navigation, tab and presentation questions: the cases of
/// shared/acceptance/next (reverse questions aside, which the ask issue owns) and paraphrases of each.
@Suite(.enabled(if: DataKnowledge.hasFacts, "Data/ has no facts yet"))
struct EverydayAcceptanceTests {
    static let nextCases: [AcceptanceCase] = {
        let file = DataKnowledge.acceptanceQuestions.deletingLastPathComponent().appending(path: "next/questions.json")
        guard let data = try? Data(contentsOf: file) else { return [] }
        let cases = (try? JSONDecoder().decode([AcceptanceCase].self, from: data)) ?? []
        return cases.filter { $0.triggeredBy == nil }
    }()

    @Test(
        .enabled(if: !nextCases.isEmpty, "left out: ../shared/acceptance/next/questions.json is not beside this checkout"),
        arguments: nextCases)
    func nextAcceptanceQuestion(_ acceptance: AcceptanceCase) throws {
        try DataAcceptanceTests.expectPasses(acceptance)
    }

    @Test(arguments: EverydayParaphrases.cases)
    func paraphrase(_ acceptance: AcceptanceCase) throws {
        try DataAcceptanceTests.expectPasses(acceptance)
    }

    /// Two controllers are never both `child`: an answer about a transition names them by role.
    @Test(arguments: EverydayParaphrases.cases)
    func twoControllersAreNamedByRole(_ acceptance: AcceptanceCase) throws {
        let engine = try #require(DataAcceptanceTests.engine)
        guard case .answered(let answer) = engine.answer(acceptance.question) else { return }
        let receivers = Set((answer.fires + answer.never).map(\.receiver))
        #expect(!receivers.contains(.child) || receivers.isDisjoint(with: [.from, .to, .presenting, .presented]), "\(receivers)")
    }

    @Test func chineseEverydayQuestionsAreAnsweredInChinese() throws {
        let engine = try #require(DataAcceptanceTests.engine)
        for paraphrase in EverydayParaphrases.cases where paraphrase.question.contains(where: \.isCJKForTests) {
            let answer = try #require(engine.answer(paraphrase.question).answer, "\(paraphrase.question)")
            #expect(answer.language == .zh)
            #expect(answer.answer.contains { $0.isCJKForTests }, "\(paraphrase.question)")
        }
    }

    /// A step that only happens under a condition says so in its note, in the answer's language.
    @Test func conditionalStepsSayTheirCondition() throws {
        let engine = try #require(DataAcceptanceTests.engine)
        let push = try #require(engine.answer("what fires when pushViewController:animated: is called").answer)
        let load = try #require(push.fires.first { $0.selector == "viewDidLoad" })
        #expect(load.receiver == .to)
        #expect(load.note?.contains("Only if its view is not loaded yet") == true)
        let fullScreen = try #require(engine.answer("what fires when presenting with UIModalPresentationFullScreen").answer)
        let disappear = try #require(fullScreen.fires.first { $0.selector == "viewWillDisappear:" })
        #expect(disappear.receiver == .presenting)
        #expect(disappear.note?.contains(".fullScreen") == true)
    }
}
