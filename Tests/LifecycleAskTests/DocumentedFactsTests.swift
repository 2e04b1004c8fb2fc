import LifecycleAsk
import LifecycleModel
import Testing

/// One question about a situation issue 26 added from Apple's documentation and recorded logs: the
/// fact it must select, its verdict (nil for a what-fires question), the `role:selector` steps that
/// must fire, in this order where `ordered`, those listed as never firing, and the steps the answer
/// must not tell the developer to call because UIKit makes them.
struct DocumentedQuestion: Sendable, CustomTestStringConvertible {
    var question: String
    var fact: String
    var verdict: Verdict?
    var fires: [String] = []
    var ordered: Bool = false
    var never: [String] = []
    var notYouCall: [String] = []

    var testDescription: String { question }
}

/// The facts of issue 26 on the real Data/: each is reached by the questions developers ask about
/// it, in English and Chinese, with its key steps.
@Suite(.enabled(if: DataKnowledge.hasFacts, "Data/ has no facts yet"))
struct DocumentedFactsTests {
    static let engine = DataKnowledge.engine

    func result(_ question: String) throws -> AskResult {
        try #require(DocumentedFactsTests.engine).answer(question)
    }

    static let questions: [DocumentedQuestion] = [
        // the navigation stack: one push or pop transition of the top (Apple)
        DocumentedQuestion(
            question: "what fires when setViewControllers(_:animated:) replaces the whole navigation stack",
            fact: "navigation.set-view-controllers",
            fires: ["from:viewWillDisappear:", "to:viewWillAppear:", "from:viewDidDisappear:", "to:viewDidAppear:"], ordered: true),
        DocumentedQuestion(
            question: "替换整个导航栈时会触发哪些回调", fact: "navigation.set-view-controllers",
            fires: ["to:viewWillAppear:", "to:viewDidAppear:"], ordered: true),
        DocumentedQuestion(
            question: "what fires when I assign navigationController.viewControllers", fact: "navigation.view-controllers-assigned",
            fires: ["from:viewWillDisappear:", "to:viewWillAppear:"]),
        DocumentedQuestion(
            question: "what fires when popToRootViewController(animated:) is called", fact: "navigation.pop-to-root",
            fires: ["from:viewWillDisappear:", "to:viewWillAppear:", "from:viewDidDisappear:", "to:viewDidAppear:"], ordered: true,
            never: ["to:viewDidLoad"]),
        DocumentedQuestion(
            question: "pop 到根控制器时会调用哪些方法", fact: "navigation.pop-to-root", fires: ["to:viewWillAppear:", "to:viewDidAppear:"]),
        DocumentedQuestion(
            question: "what fires when popToViewController(_:animated:) is called", fact: "navigation.pop-to",
            fires: ["from:viewWillDisappear:", "to:viewDidAppear:"], ordered: true, never: ["to:viewDidLoad"]),
        DocumentedQuestion(
            question: "what fires when self.navigationController?.setNavigationBarHidden(true, animated: true) is called in viewWillAppear",
            fact: "navigation.bar-hidden", fires: ["child:viewSafeAreaInsetsDidChange"],
            never: ["child:viewWillDisappear:", "child:viewDidDisappear:"]),
        DocumentedQuestion(
            question: "隐藏导航栏会调用 viewWillDisappear 吗", fact: "navigation.bar-hidden", verdict: .no, never: ["child:viewWillDisappear:"]),
        DocumentedQuestion(
            question: "what fires when I push a view controller with hidesBottomBarWhenPushed", fact: "navigation.push-hides-bottom-bar",
            fires: ["from:viewWillDisappear:", "to:viewWillAppear:"]),
        DocumentedQuestion(
            question: "what fires when makeKeyAndVisible is called", fact: "window.make-key-and-visible",
            fires: ["root:viewWillAppear:", "root:viewDidAppear:"], ordered: true),
        // presentations that keep or remove the presenter's view
        DocumentedQuestion(
            question: "what fires when I present a page sheet on an iPhone in landscape", fact: "presentation.present-sheet-compact-height",
            fires: ["presenting:viewWillDisappear:", "presented:viewWillAppear:", "presenting:viewDidDisappear:"]),
        DocumentedQuestion(
            question: "横屏时 present 一个 pageSheet，presenting 控制器会调用 viewWillDisappear 吗", fact: "presentation.present-sheet-compact-height",
            verdict: .yes, fires: ["presenting:viewWillDisappear:"]),
        DocumentedQuestion(
            question: "does the presenting controller get viewWillAppear when a page sheet is dismissed in landscape",
            fact: "presentation.dismiss-sheet-compact-height", verdict: .yes, fires: ["presenting:viewWillAppear:"]),
        DocumentedQuestion(
            question:
                "what fires when a view controller is presented with currentContext inside a controller that defines the presentation context",
            fact: "presentation.current-context-defined", fires: ["presenting:viewWillDisappear:", "presented:viewWillAppear:"]),
        DocumentedQuestion(
            question: "what fires when a view controller is presented with overCurrentContext and definesPresentationContext is true",
            fact: "presentation.over-current-context-defined", fires: ["presented:viewWillAppear:"],
            never: ["presenting:viewWillDisappear:"]),
        DocumentedQuestion(
            question: "does the presenting view controller get viewWillDisappear when a UIAlertController is presented",
            fact: "presentation.alert", verdict: .no, never: ["presenting:viewWillDisappear:"]),
        DocumentedQuestion(
            question: "弹出 UIAlertController 时 presenting 控制器会调用 viewDidDisappear 吗", fact: "presentation.alert", verdict: .no,
            never: ["presenting:viewDidDisappear:"]),
        DocumentedQuestion(
            question: "does the presenter get viewWillAppear after dismissing a UIAlertController", fact: "presentation.alert",
            verdict: .no,
            never: ["presenting:viewWillAppear:"]),
        DocumentedQuestion(
            question: "what fires when the search controller becomes active", fact: "presentation.search-controller",
            fires: ["presented:viewWillAppear:", "presented:viewDidAppear:"]),
        // segues
        DocumentedQuestion(
            question: "what fires when an unwind segue is performed", fact: "segue.unwind",
            fires: ["from:prepareForSegue:sender:", "from:viewWillDisappear:", "from:viewDidDisappear:"], ordered: true),
        DocumentedQuestion(
            question: "what fires when a storyboard container view embeds a child view controller", fact: "containment.storyboard-embed",
            fires: ["parent:prepareForSegue:sender:", "child:viewDidLoad"], ordered: true,
            notYouCall: ["parent:addChildViewController:", "parent:addSubview:", "child:didMoveToParentViewController:"]),
        DocumentedQuestion(
            question: "storyboard 的 Container View 嵌入子控制器时会调用哪些方法", fact: "containment.storyboard-embed",
            fires: ["parent:prepareForSegue:sender:"], notYouCall: ["child:didMoveToParentViewController:"]),
        // nothing enters or leaves the window
        DocumentedQuestion(
            question: "does a child view controller get viewWillAppear when its view scrolls into view inside a scroll view",
            fact: "visibility.scrolled-into-view", verdict: .no, never: ["child:viewWillAppear:"]),
        DocumentedQuestion(
            question: "子控制器的视图滚动到可见区域时会调用 viewDidAppear 吗", fact: "visibility.scrolled-into-view", verdict: .no,
            never: ["child:viewDidAppear:"]),
        DocumentedQuestion(
            question: "what fires when the keyboard appears", fact: "visibility.keyboard",
            never: ["viewWillDisappear:", "viewDidDisappear:"]),
        DocumentedQuestion(question: "键盘弹出时会调用 viewWillAppear 吗", fact: "visibility.keyboard", verdict: .no, never: ["viewWillAppear:"]),
        // the safe area
        DocumentedQuestion(
            question: "what fires when additionalSafeAreaInsets is set", fact: "layout.additional-safe-area-insets",
            fires: ["self:viewSafeAreaInsetsDidChange", "self:viewDidLayoutSubviews"], ordered: true),
        DocumentedQuestion(
            question: "what fires when the safe area changes", fact: "layout.safe-area-changes", fires: ["self:viewSafeAreaInsetsDidChange"]
        ),
        DocumentedQuestion(question: "安全区域变化时会调用什么", fact: "layout.safe-area-changes", fires: ["self:viewSafeAreaInsetsDidChange"]),
        // SwiftUI, state restoration
        DocumentedQuestion(
            question: "what fires when a UIHostingController appears", fact: "swiftui.hosting-controller-appears",
            fires: ["self:viewWillAppear:", "self:viewDidAppear:"], ordered: true),
        DocumentedQuestion(
            question: "what fires during state restoration", fact: "restoration.restore",
            fires: ["self:viewDidLoad", "self:viewWillAppear:"],
            ordered: true),
        DocumentedQuestion(question: "状态恢复时会调用哪些方法", fact: "restoration.restore", fires: ["self:viewDidLoad"]),
    ]

    @Test(arguments: questions)
    func documentedQuestionSelectsItsFact(_ expected: DocumentedQuestion) throws {
        let answer = try #require(try result(expected.question).answer, "not answered")
        #expect(answer.fact == expected.fact)
        #expect(answer.verdict == expected.verdict)
        var last = -1
        for item in expected.fires {
            let index = answer.fires.firstIndex { DataUnderstandingTests.step($0, is: item) }
            #expect(index != nil, "missing from fires: \(item)")
            if expected.ordered, let index {
                #expect(index > last, "out of order: \(item)")
                last = index
            }
        }
        for item in expected.never {
            #expect(answer.never.contains { DataUnderstandingTests.step($0, is: item) }, "missing from never: \(item)")
        }
        for item in expected.notYouCall {
            #expect(!answer.youCall.contains { DataUnderstandingTests.step($0, is: item) }, "UIKit makes this call: \(item)")
        }
    }

    /// A size change is one of the documented situations of viewSafeAreaInsetsDidChange, beside the
    /// additional insets a container sets.
    @Test func safeAreaCallbackIsTriggeredByASizeTransition() throws {
        let answer = try #require(try result("viewSafeAreaInsetsDidChange 什么时候调用").whenAnswer)
        #expect(answer.triggeredBy.contains { $0.selector == "viewWillTransitionToSize:withTransitionCoordinator:" })
        #expect(answer.triggeredBy.contains { $0.fact == "layout.additional-safe-area-insets" })
    }

    /// The common case of setViewControllers:animated: is the documented transition; the crash of a
    /// controller taken from another navigation controller is its own case.
    @Test func movedChildIsACaseOfSetViewControllers() throws {
        let moved = try #require(
            try result(
                "what fires when setViewControllers:animated: gets a controller that is still the child of another navigation controller"
            )
            .answer)
        #expect(moved.fact == "navigation.set-view-controllers-moved-child")
        // a crash is not "nothing fires"
        #expect(moved.fires.contains { $0.selector == "UIViewControllerHierarchyInconsistencyException" })
    }

    /// Overriding loadView means the storyboard's or xib's view is never loaded (Apple, loadView()):
    /// no fact may say that a storyboard's root view replaces a view set in loadView.
    @Test func noFactSaysAStoryboardViewReplacesTheLoadViewOne() throws {
        let knowledge = try DataKnowledge.load()
        for fact in knowledge.facts {
            let text = [fact.summary.en, fact.answer.en].joined(separator: " ")
            #expect(!text.contains("replaces any view set in loadView"), "\(fact.id)")
            #expect(!text.contains("wins over one set in loadView"), "\(fact.id)")
            #expect(!text.contains("storyboard's root view replaces"), "\(fact.id)")
            #expect(!text.contains("joined after viewDidLoad and before viewWillAppear"), "\(fact.id)")
        }
    }
}
