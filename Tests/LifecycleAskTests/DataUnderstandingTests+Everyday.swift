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
        // "presenter" is not "modal … present"; "dismiss an … modal" is the dismissal; a "does" after
        // a leading when-clause asks a yes/no question
        EverydayQuestion(
            question: "when I dismiss an overFullScreen modal does the presenter get viewWillAppear", fact: "presentation.dismiss-over",
            verdict: .no, never: ["presenting:viewWillAppear:"]),
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
            fact: "sheet.swipe-dismiss-cancelled", verdict: .no, never: ["presented:viewDidDisappear:"]),
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

    /// Questions that name the controller by role, ask yes/no after a clause, compare two callbacks
    /// or ask about deinit: each verdict is for the controller and the question asked.
    static let verdicts: [EverydayQuestion] = [
        // roles: "previous screen" on a swipe back is the one revealed (to); 旧页面 is the one left (from)
        EverydayQuestion(
            question: "is viewDidAppear called on the previous screen if the swipe back gesture is cancelled",
            fact: "navigation.interactive-pop-cancelled", verdict: .no, never: ["to:viewDidAppear:"]),
        EverydayQuestion(
            question: "侧滑返回取消后旧页面会调用 viewDidDisappear 吗", fact: "navigation.interactive-pop-cancelled", verdict: .no,
            never: ["from:viewDidDisappear:"]),
        EverydayQuestion(question: "pop 的时候上一个页面会调用 viewWillAppear 吗", fact: "containment.nav-pop", verdict: .yes),
        EverydayQuestion(question: "pop 的时候上一个页面会调用 viewWillDisappear 吗", fact: "containment.nav-pop", verdict: .no),
        EverydayQuestion(question: "push 的时候上一个页面会调用 viewWillDisappear 吗", fact: "containment.nav-push", verdict: .yes),
        // "to" and "from" as prepositions name no controller
        EverydayQuestion(
            question: "does viewWillDisappear get called when I push to another screen", fact: "containment.nav-push", verdict: .yes),
        EverydayQuestion(
            question: "is viewDidLoad called again on the root controller when I pop back to it", fact: "containment.nav-pop", verdict: .no,
            never: ["to:viewDidLoad"]),
        // yes/no after a clause break or a leading when/if clause
        EverydayQuestion(
            question: "swipe back cancelled: does the top controller get viewWillAppear again",
            fact: "navigation.interactive-pop-cancelled", verdict: .yes),
        EverydayQuestion(
            question: "when I pop a view controller, does the popped one get viewDidDisappear", fact: "containment.nav-pop", verdict: .yes),
        EverydayQuestion(
            question: "after pushing a new screen, is viewDidLoad called on the old screen", fact: "containment.nav-push", verdict: .no),
        EverydayQuestion(question: "弹出 pageSheet 后，下面的页面会调用 viewDidDisappear 吗", fact: "presentation.present-sheet", verdict: .no),
        // Depends only for the asked controller, and only on cases that say the opposite outright
        EverydayQuestion(
            question: "is viewWillAppear called on the presenting controller when the user swipes down a page sheet",
            fact: "sheet.swipe-dismiss", verdict: .no, never: ["presenting:viewWillAppear:"]),
        EverydayQuestion(question: "does viewWillLayoutSubviews get called on rotation", fact: "rotation.device-rotates", verdict: .yes),
        EverydayQuestion(
            question: "does the child get viewWillAppear when I add it with addChild and addSubview", fact: "addsubview.default",
            verdict: .yes),
        EverydayQuestion(question: "does viewDidAppear: fire when a view controller appears", fact: "appearance.vc-appears", verdict: .yes),
        // before/after compares positions in fires
        EverydayQuestion(question: "is viewDidLoad called after viewWillAppear on a push", fact: "containment.nav-push", verdict: .no),
        EverydayQuestion(
            question: "is prepareForSegue called before viewDidLoad of the destination", fact: "segue.perform", verdict: .yes,
            fires: ["from:prepareForSegue:sender:", "to:viewDidLoad"]),
        EverydayQuestion(question: "push 的时候 viewDidLoad 在 viewWillAppear 之前调用吗", fact: "containment.nav-push", verdict: .yes),
        EverydayQuestion(
            question: "is viewDidAppear of the new controller called before viewDidDisappear of the old one when pushing",
            fact: "containment.nav-push", verdict: .no),
        // deinit and dealloc asked about in prose
        EverydayQuestion(question: "is deinit called when I pop a view controller", fact: "containment.nav-pop", verdict: .yes),
        EverydayQuestion(question: "does dealloc get called on the old tab when switching tabs", fact: "tabs.switch", verdict: .no),
        // "the presenting controller" and "the presented controller" are roles, not a presentation
        EverydayQuestion(
            question: "on the presenting controller, what fires after dismissing a full screen modal",
            fact: "presentation.dismiss-full-screen"),
        EverydayQuestion(
            question: "does the presented controller get viewWillDisappear when it is dismissed", fact: "presentation.dismiss",
            verdict: .yes),
        EverydayQuestion(
            question: "is viewWillDisappear called on the presenting VC with overCurrentContext", fact: "presentation.present-over",
            verdict: .no),
        // "presenting" and "presented" fold to one word in phrases; as roles they stay apart
        EverydayQuestion(
            question: "present 一个 formSheet 后 presenting 控制器会调用 viewWillDisappear 吗", fact: "presentation.present-sheet",
            verdict: .no, never: ["presenting:viewWillDisappear:"]),
    ]

    @Test(arguments: verdicts)
    func everydayVerdictIsForTheAskedController(_ expected: EverydayQuestion) throws {
        try everydayQuestionIsReadAsItsFact(expected)
    }

    /// A before/after verdict names both steps and their places, and says which callback was compared.
    @Test func orderVerdictNamesBothSteps() throws {
        let answer = try #require(try result("is viewDidLoad called after viewWillAppear on a push").answer)
        #expect(answer.understood.compared?.selector == "viewWillAppear:")
        #expect(answer.understood.relation == "after")
        #expect(answer.verdictReason?.hasPrefix("No. viewDidLoad (step 3, to) comes before viewWillAppear: (step 5, to)") == true)
    }

    /// Every situation of a "when" answer says what sets it off; a stored order reads as its title,
    /// and one trigger's cases differ by their contexts.
    @Test func whenSituationsAreLabelled() throws {
        let answer = try #require(try result("when is didMove(toParent:) called").whenAnswer)
        #expect(answer.triggeredBy.allSatisfy { $0.selector != nil || $0.event != nil || $0.order != nil })
        let keys = answer.triggeredBy.map { "\($0.selector ?? $0.event ?? $0.order ?? "") \($0.context)" }
        #expect(Set(keys).count == keys.count, "\(keys)")
        #expect(answer.answer.contains("\u{201C}Adding a child view controller\u{201D} (order containment.add)"), "\(answer.answer)")
    }

    @Test(arguments: everyday)
    func everydayQuestionIsReadAsItsFact(_ expected: EverydayQuestion) throws {
        // A why-question ("… 为什么不调用") is answered with causes and the steps of the situation it names.
        let asked = try result(expected.question)
        let answer = try #require(asked.answer ?? asked.whyAnswer?.situation, "not answered")
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
