import LifecycleAsk
import LifecycleModel
import Testing

/// Compiling phrases per question (after the byte screen) is the fast twin of compiling them all:
/// on the real Data/, every acceptance question, paraphrase, issue example and real developer's
/// question gets the same answer.
@Suite(.enabled(if: DataKnowledge.hasFacts, "Data/ has no facts yet"))
struct PhraseCompilationTwinTests {
    static let questions: [String] =
        AcceptanceParaphrases.cases.map(\.question) + [
            "when is viewWillAppear: called", "viewDidDisappear 什么时候调用", "when does viewDidLayoutSubviews fire during appearance",
            "does the presenting controller get viewWillDisappear when I present with the default style on iOS 13",
            "pushViewController(_:animated:) with animated false", "what fires when dismiss is called",
            "what fires when the child's view is added with addSubview before addChildViewController in a dispatch_async block",
            "what fires for the children when shouldAutomaticallyForwardAppearanceMethods returns NO and the parent appears",
            "在 viewWillAppear 中手动调用 loadView 会触发什么", "what fires when a full-screen UIWindow is shown over the view controller",
            "what fires when the app went to the background", "屏幕旋转时会调用 viewWillAppear 吗",
        ]

    @Test func perQuestionCompilationAnswersLikeCompilingEverything() throws {
        let knowledge = try DataKnowledge.load()
        let eager = try AskEngine(knowledge: knowledge, phrases: .all)
        let lazy = try AskEngine(knowledge: knowledge, phrases: .asNeeded)
        for question in PhraseCompilationTwinTests.questions + RealQuestionTests.corpus.map(\.question) {
            #expect(lazy.answer(question) == eager.answer(question), "\(question)")
        }
    }
}
