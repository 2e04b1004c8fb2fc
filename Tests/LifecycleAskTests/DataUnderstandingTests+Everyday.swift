import LifecycleAsk
import LifecycleModel
import Testing

/// One everyday question as a developer types it, with the fact that must answer it, the verdict
/// when it asks for one, and `role:selector` steps that must fire or be listed as never firing.
struct EverydayQuestion: Sendable, CustomTestStringConvertible {
    var question: String
    var fact: String
    var verdict: Verdict?
    var fires: [String] = []
    var never: [String] = []

    var testDescription: String { question }
}

/// Questions whose wording the vocabulary did not cover (the reading fell to another trigger or to
/// nothing): each names the fact the stored knowledge answers it with.
extension DataUnderstandingTests {
    static let everyday: [EverydayQuestion] = [
        // "a new one is pushed", "pop back to": passive and phrasal forms of push and pop
        EverydayQuestion(
            question: "does the old page get viewWillDisappear when a new one is pushed", fact: "containment.nav-push", verdict: .yes,
            fires: ["from:viewWillDisappear:"]),
        // "presenter" is not "modal … present"; "dismiss an … modal" is the dismissal (no verdict yet:
        // a "does" inside the sentence is not read as a yes/no question, which is the engine's part)
        EverydayQuestion(
            question: "when I dismiss an overFullScreen modal does the presenter get viewWillAppear", fact: "presentation.dismiss-over",
            never: ["presenting:viewWillAppear:"]),
        // no controller named, and one gets the callback while the other never does: Depends, not Yes
        EverydayQuestion(
            question: "is viewDidDisappear called when the swipe back gesture is cancelled",
            fact: "navigation.interactive-pop-cancelled", verdict: .depends, fires: ["to:viewDidDisappear:"],
            never: ["from:viewDidDisappear:"]),
        EverydayQuestion(
            question: "侧滑返回取消时 viewDidAppear 会调用吗", fact: "navigation.interactive-pop-cancelled", verdict: .depends,
            fires: ["from:viewDidAppear:"], never: ["to:viewDidAppear:"]),
        EverydayQuestion(
            question: "does viewDidAppear fire when I come back from a full screen modal", fact: "presentation.dismiss-full-screen",
            verdict: .yes, fires: ["presenting:viewDidAppear:"]),
        EverydayQuestion(
            question: "关闭 pageSheet 后原页面的 viewWillAppear 为什么不调用", fact: "presentation.dismiss-sheet",
            never: ["presenting:viewWillAppear:"]),
        // a sheet pulled down by the user, in Chinese, and a drag that springs back
        EverydayQuestion(
            question: "下拉关闭模态页面时 presentationControllerDidDismiss 会调用吗", fact: "sheet.swipe-dismiss", verdict: .depends,
            fires: ["delegate:presentationControllerDidDismiss:"]),
        EverydayQuestion(
            question: "the sheet bounces back after dragging: what fires", fact: "sheet.swipe-dismiss-cancelled",
            never: ["presented:viewDidDisappear:"]),
        EverydayQuestion(
            question: "user drags the sheet down but it bounces back: does viewDidDisappear get called",
            fact: "sheet.swipe-dismiss-cancelled", never: ["presented:viewDidDisappear:"]),
        // performSegue is the call that runs a segue
        EverydayQuestion(
            question: "what lifecycle methods fire when I call performSegue(withIdentifier:sender:)", fact: "segue.perform",
            fires: ["from:prepareForSegue:sender:", "to:viewDidLoad"]),
        // setting the root is the trigger; the callback asked about is viewDidAppear:
        EverydayQuestion(
            question: "does the new root view controller get viewDidAppear after setting rootViewController",
            fact: "window.root-view-controller", verdict: .yes, fires: ["root:viewDidAppear:"]),
        EverydayQuestion(question: "设置 rootViewController 后会调用 viewDidLoad 吗", fact: "window.root-view-controller", verdict: .yes),
        // another app in front is going to the background
        EverydayQuestion(
            question: "用户切换到别的 app 再回来会调用 viewWillAppear 吗", fact: "visibility.app-background", verdict: .no,
            never: ["viewWillAppear:"]),
        // a tab selected again keeps its view: no second viewDidLoad
        EverydayQuestion(question: "切换 tab 的时候 viewDidLoad 每次都会调用吗", fact: "tabs.switch-loaded", verdict: .no, never: ["to:viewDidLoad"]),
        EverydayQuestion(question: "is viewDidLoad called every time I switch tabs", fact: "tabs.switch-loaded", verdict: .no),
        EverydayQuestion(
            question: "does viewWillAppear get called every time I switch tabs", fact: "tabs.switch-loaded", verdict: .yes,
            fires: ["to:viewWillAppear:"]),
        EverydayQuestion(
            question: "what happens when a tab is selected for the first time", fact: "tabs.switch", fires: ["to:viewDidLoad"]),
    ]

    @Test(arguments: everyday)
    func everydayQuestionIsReadAsItsFact(_ expected: EverydayQuestion) throws {
        let answer = try #require(try result(expected.question).answer, "not answered")
        #expect(answer.fact == expected.fact)
        #expect(answer.verdict == expected.verdict)
        for item in expected.fires { #expect(answer.fires.contains { Self.step($0, is: item) }, "missing from fires: \(item)") }
        for item in expected.never { #expect(answer.never.contains { Self.step($0, is: item) }, "missing from never: \(item)") }
    }

    /// Whether a step is `role:selector`, or the bare selector when no role is written.
    static func step(_ step: AnswerStep, is item: String) -> Bool {
        let parts = item.split(separator: ":", maxSplits: 1).map(String.init)
        if parts.count == 2, Receiver(rawValue: parts[0]) != nil {
            return step.receiver.rawValue == parts[0] && step.selector == parts[1]
        }
        return step.selector == item
    }
}
