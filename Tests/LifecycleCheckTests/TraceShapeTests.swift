import LifecycleCheck
import Testing

/// Every log shape the reader accepts, one line at a time: which API, on which object, with which
/// argument, written how.
@Suite struct TraceShapeTests {
    /// One line and what the reader must make of it.
    struct Shape: Sendable, CustomTestStringConvertible {
        var line: String
        var selector: String
        var receiver: String
        var className: String? = nil
        var column: Int? = nil
        var argument: TraceArgument.Kind? = nil
        var subject: String? = nil
        var isSuper = false
        var isExplicit = false

        var testDescription: String { line }
    }

    static let shapes: [Shape] = [
        // canonical
        Shape(
            line: "parent addChildViewController: child", selector: "addChildViewController:", receiver: "parent",
            column: 8, argument: .objectReference, subject: "child", isExplicit: true),
        Shape(
            line: "parent.view addSubview: child.view", selector: "addSubview:", receiver: "parent",
            argument: .objectReference, subject: "child", isExplicit: true),
        Shape(line: "child.view removeFromSuperview", selector: "removeFromSuperview", receiver: "child", column: 12, isExplicit: true),
        Shape(
            line: "child willMoveToParentViewController: nil", selector: "willMoveToParentViewController:", receiver: "child",
            argument: .nil),
        Shape(
            line: "child beginAppearanceTransition: NO animated: YES", selector: "beginAppearanceTransition:animated:",
            receiver: "child", argument: .false, isExplicit: true),
        Shape(line: "parent viewDidAppear:  # the parent is on screen", selector: "viewDidAppear:", receiver: "parent"),
        // Objective-C messages
        Shape(
            line: "[self addChildViewController:content]", selector: "addChildViewController:", receiver: "controller",
            argument: .objectReference, subject: "content", isExplicit: true),
        Shape(
            line: "[self.view addSubview:content.view];", selector: "addSubview:", receiver: "controller",
            argument: .objectReference, subject: "content", isExplicit: true),
        Shape(
            line: "[super viewWillAppear:animated]", selector: "viewWillAppear:", receiver: "controller", argument: .unknown, isSuper: true),
        Shape(
            line: "[child beginAppearanceTransition:YES animated:animated]", selector: "beginAppearanceTransition:animated:",
            receiver: "child", argument: .true, isExplicit: true),
        // Swift call syntax
        Shape(
            line: "child.willMove(toParent: nil)", selector: "willMoveToParentViewController:", receiver: "child",
            column: 7, argument: .nil, isExplicit: true),
        Shape(
            line: "parent.addChild(child)", selector: "addChildViewController:", receiver: "parent",
            argument: .objectReference, subject: "child", isExplicit: true),
        Shape(line: "child.view.removeFromSuperview()", selector: "removeFromSuperview", receiver: "child", isExplicit: true),
        Shape(
            line: "child.beginAppearanceTransition(true, animated: false)", selector: "beginAppearanceTransition:animated:",
            receiver: "child", argument: .true, isExplicit: true),
        Shape(line: "super.viewWillDisappear(_:)", selector: "viewWillDisappear:", receiver: "controller", isSuper: true),
        Shape(line: "self.loadView()", selector: "loadView", receiver: "controller", isExplicit: true),
        // __func__ / __PRETTY_FUNCTION__
        Shape(
            line: "-[MenuViewController beginAppearanceTransition:animated:] isAppearing=YES",
            selector: "beginAppearanceTransition:animated:", receiver: "MenuViewController", className: "MenuViewController",
            column: 22, argument: .true),
        Shape(
            line: "[Lifecycle] -[HomeViewController viewDidLoad]", selector: "viewDidLoad", receiver: "HomeViewController",
            className: "HomeViewController", column: 34),
        Shape(
            line: "-[ChildViewController willMoveToParentViewController:] parent=(null)", selector: "willMoveToParentViewController:",
            receiver: "ChildViewController", className: "ChildViewController", argument: .nil),
        Shape(
            line: "-[HomeViewController(Tracking) viewDidAppear:]", selector: "viewDidAppear:", receiver: "HomeViewController",
            className: "HomeViewController"),
        Shape(
            line: "-[FeedViewController viewDidLoad] <Demo.FeedViewController: 0x7fa1c0d05e70>", selector: "viewDidLoad",
            receiver: "<FeedViewController: 0x7fa1c0d05e70>", className: "FeedViewController"),
        Shape(
            line: "+[ProfileViewController awakeFromNib]", selector: "awakeFromNib", receiver: "ProfileViewController",
            className: "ProfileViewController"),
        // Swift #function
        Shape(line: "viewWillAppear(_:)", selector: "viewWillAppear:", receiver: "controller"),
        Shape(
            line: "ViewController.viewWillAppear(_:)", selector: "viewWillAppear:", receiver: "ViewController", className: "ViewController"),
        Shape(
            line: "ViewController viewDidLoad()", selector: "viewDidLoad", receiver: "ViewController", className: "ViewController",
            column: 16),
        Shape(line: "Tag: viewWillAppear(_:)", selector: "viewWillAppear:", receiver: "Tag", className: "Tag"),
        Shape(
            line: "ViewController init(nibName:bundle:)", selector: "initWithNibName:bundle:", receiver: "ViewController",
            className: "ViewController"),
        Shape(
            line: "DetailViewController viewWillAppear(_:) animated: true", selector: "viewWillAppear:", receiver: "DetailViewController",
            className: "DetailViewController", argument: .true),
        // NSLog / Xcode console prefixes
        Shape(
            line: "2024-05-01 10:00:00.123456+0800 App[123:4567] ViewController viewDidLoad()", selector: "viewDidLoad",
            receiver: "ViewController", className: "ViewController", column: 62),
        Shape(
            line: "2024-05-01 10:00:00 Demo[1234:5678] -[HomeViewController viewWillAppear:]", selector: "viewWillAppear:",
            receiver: "HomeViewController", className: "HomeViewController"),
        Shape(line: " 2024-05-01 10:00:00.123 My App[99:0x1a2b] viewDidAppear", selector: "viewDidAppear:", receiver: "controller"),
        Shape(line: "2024-05-01T10:00:00.123Z Demo[1:2] vc1 – viewDidLoad", selector: "viewDidLoad", receiver: "vc1"),
        // object descriptions
        Shape(
            line: "<Module.ListViewController: 0x7fa1c0d05e70> viewWillAppear", selector: "viewWillAppear:",
            receiver: "<ListViewController: 0x7fa1c0d05e70>"),
        Shape(
            line: "<Demo.ListViewController: 0x7fa1c0d05e70>: viewDidDisappear(_:)", selector: "viewDidDisappear:",
            receiver: "<ListViewController: 0x7fa1c0d05e70>"),
        // bare names, lowercase hooks, tags and counters, spaced phrases
        Shape(line: "viewDidLoad", selector: "viewDidLoad", receiver: "controller", column: 1),
        Shape(line: "viewWillAppear", selector: "viewWillAppear:", receiver: "controller"),
        Shape(line: "viewWillAppear:", selector: "viewWillAppear:", receiver: "controller"),
        Shape(line: "willmovetosuperview", selector: "willMoveToSuperview:", receiver: "controller"),
        Shape(line: "vc1 – viewDidLoad", selector: "viewDidLoad", receiver: "vc1"),
        Shape(
            line: "15: B_ViewController viewWillAppear:", selector: "viewWillAppear:", receiver: "B_ViewController",
            className: "B_ViewController"),
        Shape(line: "view will disappear", selector: "viewWillDisappear:", receiver: "controller"),
        Shape(line: "Will Appear", selector: "viewWillAppear:", receiver: "controller"),
        Shape(line: "vc2 - view did load", selector: "viewDidLoad", receiver: "vc2"),
        Shape(line: "loadViewIfNeeded", selector: "loadViewIfNeeded", receiver: "controller", isExplicit: true),
        Shape(line: "vc1.viewDidLoad", selector: "viewDidLoad", receiver: "vc1", column: 5),
        Shape(
            line: "viewDidLoad() <Demo.HomeViewController: 0x7f9a5c40b2a0>", selector: "viewDidLoad",
            receiver: "<HomeViewController: 0x7f9a5c40b2a0>"),
        Shape(
            line: "viewWillAppear - HomeViewController", selector: "viewWillAppear:", receiver: "HomeViewController",
            className: "HomeViewController"),
        Shape(
            line: "HomeViewController.swift:42 viewDidLoad()", selector: "viewDidLoad", receiver: "HomeViewController",
            className: "HomeViewController"),
        Shape(
            line: "🟢 HomeVC: viewWillAppear(animated: true)", selector: "viewWillAppear:", receiver: "HomeVC",
            className: "HomeVC", column: 11, argument: .true),
        Shape(
            line: "[10:00:01] [HomeViewController viewDidDisappear:]", selector: "viewDidDisappear:", receiver: "HomeViewController",
            className: "HomeViewController"),
        Shape(line: "ViewController deinit", selector: "dealloc", receiver: "ViewController", className: "ViewController"),
        Shape(line: "vc4 dealloc", selector: "dealloc", receiver: "vc4"),
        Shape(line: "  ViewController view", selector: "view", receiver: "ViewController", className: "ViewController"),
        // who a line is about: the decision table of the README, one row per case
        Shape(
            line: "-[Screen46ViewController viewWillAppear:] <Screen46ViewController: 0x7f00000012bc>", selector: "viewWillAppear:",
            receiver: "<Screen46ViewController: 0x7f00000012bc>", className: "Screen46ViewController"),
        Shape(
            line: "-[BaseViewController viewWillAppear:] <Demo.FeedViewController: 0x7f00000012bc>", selector: "viewWillAppear:",
            receiver: "<FeedViewController: 0x7f00000012bc>", className: "BaseViewController"),
        Shape(
            line: "0x7f0000000a5c Screen2ViewController.viewDidAppear(_:)", selector: "viewDidAppear:",
            receiver: "<Screen2ViewController: 0x7f0000000a5c>", className: "Screen2ViewController"),
        Shape(
            line: "Screen2ViewController(0x7f0000000a5c) viewDidAppear(_:)", selector: "viewDidAppear:",
            receiver: "<Screen2ViewController: 0x7f0000000a5c>"),
        Shape(
            line: "viewWillAppear: <Demo.HomeViewController: 0x7f0000000a5c>", selector: "viewWillAppear:",
            receiver: "<HomeViewController: 0x7f0000000a5c>"),
        Shape(
            line: "willMove(toParent:) <Demo.ChildViewController: 0x7f0000000a5c>", selector: "willMoveToParentViewController:",
            receiver: "<ChildViewController: 0x7f0000000a5c>"),
        Shape(
            line: "-[ChildViewController willMoveToParentViewController:] <ChildViewController: 0x7f0000000a5c>",
            selector: "willMoveToParentViewController:", receiver: "<ChildViewController: 0x7f0000000a5c>", className: "ChildViewController"
        ),
        Shape(
            line: "-[ParentViewController addChildViewController:] <ChildViewController: 0x7f0000000a5c>",
            selector: "addChildViewController:",
            receiver: "ParentViewController", className: "ParentViewController", argument: .objectReference,
            subject: "<ChildViewController: 0x7f0000000a5c>"),
        Shape(
            line:
                "<ParentViewController: 0x7f0000000100> -[ParentViewController addChildViewController:] <ChildViewController: 0x7f0000000a5c>",
            selector: "addChildViewController:", receiver: "<ParentViewController: 0x7f0000000100>", className: "ParentViewController",
            argument: .objectReference, subject: "<ChildViewController: 0x7f0000000a5c>"),
        Shape(
            line: "parent addChildViewController: <ChildViewController: 0x7f0000000a5c>", selector: "addChildViewController:",
            receiver: "parent", argument: .objectReference, subject: "<ChildViewController: 0x7f0000000a5c>", isExplicit: true),
        // text pasted from issues, answers and blogs
        Shape(line: "2. viewWillDisappear is called", selector: "viewWillDisappear:", receiver: "controller"),
        Shape(
            line: "1. `SingleSubredditViewController` calls `viewDidAppear`", selector: "viewDidAppear:",
            receiver: "SingleSubredditViewController", className: "SingleSubredditViewController"),
        Shape(
            line: "6.viewDidLoad:ViewController2view加载完毕", selector: "viewDidLoad", receiver: "ViewController2",
            className: "ViewController2"),
        Shape(
            line: "7.viewWillDisappear:ViewController1 将要消失", selector: "viewWillDisappear:", receiver: "ViewController1",
            className: "ViewController1"),
        Shape(
            line: "{{0, 0}, {768, 1004}} willRotateToInterfaceOrientation:duration:",
            selector: "willRotateToInterfaceOrientation:duration:", receiver: "controller"),
        Shape(
            line: "- `traitCollectionDidChange(_:)` call with `traitCollection.userInterfaceStyle = .dark`",
            selector: "traitCollectionDidChange:", receiver: "controller"),
        Shape(
            line: "-------------- [SecondVC : viewDidLoad] --------------", selector: "viewDidLoad", receiver: "SecondVC",
            className: "SecondVC"),
        Shape(line: "-viewIsAppearing(_:)", selector: "viewIsAppearing:", receiver: "controller"),
        Shape(line: "viewWillAppear (ViewController 2)", selector: "viewWillAppear:", receiver: "ViewController 2"),
        // labels in any script glued to the method
        Shape(line: "画面A:viewDidLoad()", selector: "viewDidLoad", receiver: "画面A", column: 5),
        Shape(line: "—画面B:viewWillAppear(_:)", selector: "viewWillAppear:", receiver: "画面B", column: 6),
        Shape(line: "首页：viewDidAppear:", selector: "viewDidAppear:", receiver: "首页"),
        Shape(line: "Écran2:viewWillDisappear(_:)", selector: "viewWillDisappear:", receiver: "Écran2"),
    ]

    /// A label in another script names its object, one per label, in a whole log; a token that is
    /// not a label before a method stays what it was.
    @Test func nonASCIILabelsNameTheirObjects() throws {
        let (events, reader) = try KnowledgeFixture.events(
            "画面A:viewDidLoad()\n—画面B:viewDidLoad()\n画面A:viewWillAppear(_:)\n—画面B:viewWillAppear(_:)")
        #expect(events.map { reader.objects[$0.receiver].name } == ["画面A", "画面B", "画面A", "画面B"])
        let (glued, gluedReader) = try KnowledgeFixture.events("viewDidLoad:ViewController2view加载完毕")
        #expect(glued.map { gluedReader.objects[$0.receiver].name } == ["ViewController2"])
        let (prose, _) = try KnowledgeFixture.events("说明：这里没有方法")
        #expect(prose.isEmpty)
    }

    /// A line that names two or more lifecycle methods joined by a word or an arrow narrates a
    /// sequence; it is a comment, not an event.
    @Test(arguments: [
        "手动 beginAppearanceTransition:YES / endAppearanceTransition ↓",
        "viewWillAppear and viewDidAppear are called",
        "viewWillDisappear: → viewDidDisappear:",
        "先 viewWillAppear 然后 viewDidAppear",
        "1. `viewDidLoad` then `viewWillAppear`",
    ])
    func narrationIsNotAnEvent(_ line: String) throws {
        let (events, reader) = try KnowledgeFixture.events(line)
        #expect(events.isEmpty, "read \(events.map { $0.selector ?? "?" }) from \(line)")
        #expect(reader.skippedLines == 1)
    }

    @Test(arguments: shapes)
    func lineBecomesTheExpectedEvent(_ shape: Shape) throws {
        let (events, reader) = try KnowledgeFixture.events(shape.line)
        let event = try #require(events.first, "no event from \(shape.line)")
        #expect(events.count == 1)
        #expect(event.selector == shape.selector)
        #expect(reader.objects[event.receiver].name == shape.receiver)
        #expect(event.className == shape.className)
        if let column = shape.column { #expect(event.column == column) }
        #expect(event.argument?.kind == shape.argument)
        if let subject = shape.subject {
            #expect(event.subject.map { reader.objects[$0].name } == subject)
        }
        #expect(event.isSuperCall == shape.isSuper)
        #expect(event.isExplicitCall == shape.isExplicit)
    }

    @Test(arguments: [
        "<UIView: 0x7fef58c089d0; frame = (0 0; 375 812); autoresize = W+H; layer = <CALayer: 0x60000272b280>>",
        "----- push detail -----", "=== tap ===", "   ", "# a comment", "// a comment",
        "User tapped the button", "the view will appear soon", "view", "init", "the view", "Loading data…",
        "parent.view", "self.view.backgroundColor = .red", "override func viewWillAppear(_ animated: Bool) {",
        "Attempt to present it later", "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException'",
        "2024-05-01 10:00:00.123456+0800 App[123:4567] network request finished",
        "/* FullScreen Present */",
    ])
    func noiseIsSkippedAndCounted(_ line: String) throws {
        let (events, reader) = try KnowledgeFixture.events(line)
        #expect(events.isEmpty, "read \(events.map { $0.selector ?? $0.warning ?? "?" }) from \(line)")
        #expect(reader.skippedLines == 1)
    }

    /// Two objects of one class, written in every shape that prints an address: never merged.
    @Test(arguments: [
        (
            "-[Screen46ViewController viewWillAppear:] <Screen46ViewController: 0x7f00000012bc>",
            "-[Screen46ViewController viewWillAppear:] <Screen46ViewController: 0x7f0000001096>"
        ),
        (
            "2024-05-01 10:00:00.000060+0800 Demo[812:31337] -[Screen46ViewController viewWillAppear:] <Screen46ViewController: 0x7f00000012bc>",
            "2024-05-01 10:00:36.000336+0800 Demo[812:31337] -[Screen46ViewController viewWillAppear:] <Screen46ViewController: 0x7f0000001096>"
        ),
        ("0x7f0000000a5c Screen2ViewController.viewDidAppear(_:)", "0x7f0000000b70 Screen2ViewController.viewDidAppear(_:)"),
        (
            "<Demo.Screen2ViewController: 0x7f0000000a5c> viewDidAppear(_:)",
            "<Demo.Screen2ViewController: 0x7f0000000b70> viewDidAppear(_:)"
        ),
        ("viewWillAppear: <Demo.Home: 0x7f0000000a5c>", "viewWillAppear: <Demo.Detail: 0x7f0000000b70>"),
        ("Screen2ViewController(0x7f0000000a5c) viewDidAppear(_:)", "Screen2ViewController(0x7f0000000b70) viewDidAppear(_:)"),
    ])
    func twoObjectsStayTwo(_ first: String, _ second: String) throws {
        let (events, reader) = try KnowledgeFixture.events(first + "\n" + second)
        #expect(events.count == 2)
        #expect(reader.objects.count == 2)
        #expect(Set(events.map(\.receiver)).count == 2)
        let report = try KnowledgeFixture.engine.check(text: first + "\n" + second)
        #expect(report.violations.isEmpty, "\(report.violations.map(\.rule))")
    }

    /// No token fills two roles: a description taken as the receiver is never also the argument.
    @Test func aDescriptionIsNeverBothReceiverAndArgument() throws {
        let (events, reader) = try KnowledgeFixture.events("willMove(toParent:) <Demo.ChildViewController: 0x7f0000000a5c>")
        let event = try #require(events.first)
        #expect(reader.objects[event.receiver].name == "<ChildViewController: 0x7f0000000a5c>")
        #expect(event.argument == nil)
        #expect(event.subject == event.receiver)
    }

    @Test func loadViewIfNeededIsNotLoadView() throws {
        let (events, _) = try KnowledgeFixture.events("loadViewIfNeeded\nViewController loadViewIfNeeded()\n-[VC loadViewIfNeeded]")
        #expect(events.map(\.selector) == ["loadViewIfNeeded", "loadViewIfNeeded", "loadViewIfNeeded"])
    }
}
