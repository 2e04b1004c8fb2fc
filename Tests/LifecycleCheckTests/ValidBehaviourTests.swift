import LifecycleCheck
import Testing

/// Correct UIKit behaviour must never be reported, whatever the log shape: interleaved controllers,
/// tab switches, modal presentation, cancelled interactive pops, layout passes, traces that start or
/// end mid-life, and traces that log only callbacks.
@Suite struct ValidBehaviourTests {
    /// A correct trace, named for the failure message.
    struct Trace: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        var testDescription: String { name }
    }

    static let traces: [Trace] = [
        Trace(
            name: "navigation push, #function",
            text: """
                ListViewController viewWillDisappear(_:)
                DetailViewController init(nibName:bundle:)
                DetailViewController loadView()
                DetailViewController viewDidLoad()
                DetailViewController viewWillAppear(_:)
                DetailViewController viewWillLayoutSubviews()
                DetailViewController viewDidLayoutSubviews()
                ListViewController viewDidDisappear(_:)
                DetailViewController viewDidAppear(_:)
                """),
        Trace(
            name: "push then pop, __func__, with dealloc",
            text: """
                -[ListViewController viewWillDisappear:]
                -[DetailViewController initWithNibName:bundle:]
                -[DetailViewController loadView]
                -[DetailViewController viewDidLoad]
                -[DetailViewController viewWillAppear:]
                -[ListViewController viewDidDisappear:]
                -[DetailViewController viewDidAppear:]
                -[DetailViewController viewWillDisappear:]
                -[ListViewController viewWillAppear:]
                -[DetailViewController viewDidDisappear:]
                -[ListViewController viewDidAppear:]
                -[DetailViewController dealloc]
                -[ListViewController viewWillDisappear:]
                -[DetailViewController initWithNibName:bundle:]
                -[DetailViewController loadView]
                -[DetailViewController viewDidLoad]
                -[DetailViewController viewWillAppear:]
                -[ListViewController viewDidDisappear:]
                -[DetailViewController viewDidAppear:]
                """),
        Trace(
            name: "tab switch, NSLog",
            text: """
                2024-05-01 10:00:01.000000+0800 Demo[1:2] SecondViewController viewWillAppear(_:)
                2024-05-01 10:00:01.000100+0800 Demo[1:2] FirstViewController viewWillDisappear(_:)
                2024-05-01 10:00:01.300000+0800 Demo[1:2] FirstViewController viewDidDisappear(_:)
                2024-05-01 10:00:01.300100+0800 Demo[1:2] SecondViewController viewDidAppear(_:)
                2024-05-01 10:00:02.000000+0800 Demo[1:2] FirstViewController viewWillAppear(_:)
                2024-05-01 10:00:02.000100+0800 Demo[1:2] SecondViewController viewWillDisappear(_:)
                2024-05-01 10:00:02.300000+0800 Demo[1:2] SecondViewController viewDidDisappear(_:)
                2024-05-01 10:00:02.300100+0800 Demo[1:2] FirstViewController viewDidAppear(_:)
                """),
        Trace(
            name: "modal presentation and dismissal, descriptions",
            text: """
                <Demo.HomeViewController: 0x7f9a5c40b2a0> viewDidAppear:
                <Demo.HomeViewController: 0x7f9a5c40b2a0> presentViewController:animated:completion:
                <Demo.DetailViewController: 0x7f9a5c60c1f0> viewDidLoad
                <Demo.HomeViewController: 0x7f9a5c40b2a0> viewWillDisappear:
                <Demo.DetailViewController: 0x7f9a5c60c1f0> viewWillAppear:
                <Demo.DetailViewController: 0x7f9a5c60c1f0> viewDidAppear:
                <Demo.HomeViewController: 0x7f9a5c40b2a0> viewDidDisappear:
                <Demo.DetailViewController: 0x7f9a5c60c1f0> viewWillDisappear:
                <Demo.HomeViewController: 0x7f9a5c40b2a0> viewWillAppear:
                <Demo.HomeViewController: 0x7f9a5c40b2a0> viewDidAppear:
                <Demo.DetailViewController: 0x7f9a5c60c1f0> viewDidDisappear:
                """),
        Trace(
            name: "cancelled interactive pop",
            text: """
                ListViewController viewWillAppear(_:)
                ListViewController viewDidAppear(_:)
                ListViewController viewWillDisappear(_:)
                DetailViewController viewDidLoad()
                DetailViewController viewWillAppear(_:)
                ListViewController viewDidDisappear(_:)
                DetailViewController viewDidAppear(_:)
                DetailViewController viewWillDisappear(_:)
                ListViewController viewWillAppear(_:)
                DetailViewController viewWillAppear(_:)
                ListViewController viewWillDisappear(_:)
                DetailViewController viewDidAppear(_:)
                ListViewController viewDidDisappear(_:)
                DetailViewController viewWillDisappear(_:)
                ListViewController viewWillAppear(_:)
                DetailViewController viewDidDisappear(_:)
                ListViewController viewDidAppear(_:)
                """),
        Trace(
            name: "layout any number of times and loadViewIfNeeded",
            text: """
                loadView
                viewDidLoad
                viewWillAppear:
                loadViewIfNeeded
                viewWillLayoutSubviews
                viewDidLayoutSubviews
                viewWillLayoutSubviews
                viewDidLayoutSubviews
                viewDidAppear:
                viewWillLayoutSubviews
                viewDidLayoutSubviews
                viewDidLayoutSubviews
                loadViewIfNeeded
                viewWillDisappear:
                viewWillLayoutSubviews
                viewDidLayoutSubviews
                viewDidDisappear:
                """),
        Trace(
            name: "starts and ends mid-life",
            text: """
                viewDidAppear:
                viewDidLayoutSubviews
                endAppearanceTransition
                didMoveToWindow
                viewWillDisappear:
                viewDidDisappear:
                viewWillAppear:
                """),
        Trace(
            name: "only callbacks, no calls",
            text: """
                -[ChildViewController willMoveToParentViewController:]
                -[ChildViewController viewDidLoad]
                -[ChildViewController didMoveToParentViewController:]
                -[ChildViewController viewWillAppear:]
                -[ChildViewController viewDidAppear:]
                -[ChildViewController willMoveToParentViewController:]
                -[ChildViewController removeFromParentViewController]
                -[ChildViewController didMoveToParentViewController:]
                """),
        Trace(
            name: "container add and remove, Swift calls",
            text: """
                ContainerViewController viewDidLoad()
                  container.addChild(child)
                    child willMoveToParentViewController: container
                  container.view.addSubview(child.view)
                  child.didMove(toParent: container)
                ContainerViewController viewWillAppear(_:)
                  super.viewWillAppear(_:)
                child viewWillAppear:
                ContainerViewController viewDidAppear(_:)
                  super.viewDidAppear(_:)
                child viewDidAppear:
                child.willMove(toParent: nil)
                  child willMoveToParentViewController: nil
                child.view.removeFromSuperview()
                child.removeFromParent()
                  child didMoveToParentViewController: nil
                """),
        Trace(
            name: "manual forwarding with a cancelled transition",
            text: """
                [child beginAppearanceTransition:YES animated:YES]
                child viewWillAppear:
                [child beginAppearanceTransition:NO animated:YES]
                child viewWillDisappear:
                [child endAppearanceTransition]
                child viewDidDisappear:
                """),
        Trace(
            name: "view hierarchy moves, two views",
            text: """
                <UIView: 0x7f01> willMoveToSuperview:
                <UIView: 0x7f02> willMoveToSuperview:
                <UIView: 0x7f01> didMoveToSuperview
                <UIView: 0x7f01> willMoveToWindow:
                <UIView: 0x7f02> didMoveToSuperview
                <UIView: 0x7f01> didMoveToWindow
                <UIView: 0x7f01> willMoveToSuperview:
                <UIView: 0x7f01> willMoveToWindow:
                <UIView: 0x7f01> didMoveToWindow
                <UIView: 0x7f01> didMoveToSuperview
                """),
        Trace(
            name: "storyboard controller",
            text: """
                -[ProfileViewController initWithCoder:]
                -[ProfileViewController awakeFromNib]
                -[ProfileViewController viewDidLoad]
                -[ProfileViewController viewWillAppear:]
                -[ProfileViewController viewIsAppearing:]
                -[ProfileViewController viewDidAppear:]
                """),
    ]

    @Test(arguments: traces)
    func correctBehaviourIsSilent(_ trace: Trace) throws {
        let report = try KnowledgeFixture.engine.check(text: trace.text)
        #expect(report.violations.isEmpty, "\(report.violations.map { "\($0.line): [\($0.rule)] \($0.message)" })")
    }
}
