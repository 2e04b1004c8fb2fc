import LifecycleAsk
import LifecycleModel
import Testing

/// The examples of issue #13 on the real Data/: what a new user typed, and how it must be read.
@Suite(.enabled(if: DataKnowledge.hasFacts, "Data/ has no facts yet"))
struct DataUnderstandingTests {
    static let engine = DataKnowledge.engine

    func result(_ question: String) throws -> AskResult {
        try #require(DataUnderstandingTests.engine).answer(question)
    }

    @Test(arguments: [
        "when does viewDidLayoutSubviews fire during appearance", "when is viewWillAppear: called", "what calls viewWillDisappear:",
        "viewDidDisappear 什么时候调用",
    ])
    func reverseQuestionsAreAnsweredWithTheirTriggers(question: String) throws {
        let answer = try #require(try result(question).whenAnswer, "not a when-answer")
        #expect(!answer.triggeredBy.isEmpty)
        #expect(answer.triggeredBy.allSatisfy { !$0.sources.isEmpty })
    }

    @Test func layoutDuringAppearanceComesFromTheAppearanceEvent() throws {
        let answer = try #require(try result("when does viewDidLayoutSubviews fire during appearance").whenAnswer)
        #expect(answer.triggeredBy.contains { $0.event == "vc.appears" && $0.before?.selector == "viewWillLayoutSubviews" })
    }

    @Test func presentingControllerOnADefaultPresentIsAnsweredWithAVerdict() throws {
        let answer = try #require(
            try result("does the presenting controller get viewWillDisappear when I present with the default style on iOS 13").answer)
        #expect(answer.kind == .yesNo)
        #expect(answer.verdict != nil)
        #expect(answer.understood.asked?.selector == "viewWillDisappear:")
        if answer.verdict == .no { #expect(answer.never.contains { $0.selector == "viewWillDisappear:" && $0.receiver == .presenting }) }
    }

    @Test(arguments: [
        "setViewControllers:direction:animated:completion: is called", "what fires when loadView is called",
        "what fires when addChild(_:) is called",
    ])
    func isCalledAloneIsNotCalledManually(question: String) throws {
        let contexts: [String] =
            switch try result(question) {
            case .answered(let answer): answer.understood.context
            case .when(let answer): answer.understood.context
            case .why(let answer): answer.understood.context
            case .versus(let answer): answer.understood.context
            case .notUnderstood(let reply): reply.recognized
            case .warning: []
            }
        #expect(!contexts.contains { $0.contains("called-manually") })
    }

    @Test(arguments: [
        "what fires when loadView is called manually", "what fires when I call loadView myself",
        "what fires when loadView is called explicitly", "手动调用 loadView 会触发什么",
    ])
    func manuallyNeedsItsWord(question: String) throws {
        #expect(try #require(try result(question).answer).understood.context.contains("called-manually"))
    }

    @Test(arguments: ["pushViewController(_:animated:) with animated false", "what fires when dismiss(animated: false) is called"])
    func argumentValuesAreNotContexts(question: String) throws {
        let answer = try #require(try result(question).answer)
        #expect(!answer.understood.context.contains("begin-no"))
    }

    @Test(arguments: ["what fires when dismiss is called", "what fires when dismissViewControllerAnimated is called"])
    func dismissInAnySpellingIsTheTrigger(question: String) throws {
        #expect(try #require(try result(question).answer).understood.trigger.selector == "dismissViewControllerAnimated:completion:")
    }

    @Test func theNamedCallBeatsTheAliasOfAnother() throws {
        let answer = try #require(
            try result("what fires when addSubview adds a child view controller's view while the parent is appearing").answer)
        #expect(answer.understood.trigger.selector == "addSubview:")
    }
}
