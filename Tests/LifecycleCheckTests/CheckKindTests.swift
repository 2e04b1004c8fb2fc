import Foundation
import LifecycleCheck
import LifecycleModel
import Testing

/// Each check kind on its own, with rules written in the test, so a kind's semantics are pinned
/// independently of the catalog's rules.
@Suite struct CheckKindTests {
    static func engine(_ checks: [RuleCheck]) throws -> RuleEngine {
        let text = Bilingual(en: "test rule", zh: "测试规则")
        let rule = RuleRecord(
            id: "test.rule", severity: .error, summary: text, rationale: text, fix: text, sources: ["s"], checks: checks,
            examples: .init(conforming: [], violating: []))
        return try RuleEngine(rules: [rule], vocabulary: KnowledgeFixture.vocabulary)
    }

    static func lines(_ engine: RuleEngine, _ trace: String) throws -> [Int] {
        try engine.check(text: trace).violations.map(\.line)
    }

    static func p(_ api: String, _ argument: EventPattern.Argument? = nil) -> EventPattern {
        EventPattern(api: api, argument: argument)
    }

    @Test func precedenceNeedsAnAnchorAndCountsRequiredEvents() throws {
        let engine = try Self.engine([
            RuleCheck(
                kind: .precedence(
                    PrecedenceCheck(
                        event: [Self.p("didMoveToSuperview")], requires: [Self.p("willMoveToSuperview:")],
                        resets: [Self.p("didMoveToSuperview")], anchors: [Self.p("UIView.initWithFrame:")])))
        ])
        #expect(try Self.lines(engine, "didMoveToSuperview") == [])
        #expect(try Self.lines(engine, "didMoveToSuperview\ndidMoveToSuperview") == [2])
        #expect(try Self.lines(engine, "initWithFrame:\ndidMoveToSuperview") == [2])
        #expect(try Self.lines(engine, "initWithFrame:\nwillMoveToSuperview:\ndidMoveToSuperview") == [])
        #expect(try Self.lines(engine, "willMoveToSuperview:\nwillMoveToSuperview:\ndidMoveToSuperview\ndidMoveToSuperview") == [])
        #expect(try Self.lines(engine, "A didMoveToSuperview\nB didMoveToSuperview\nA didMoveToSuperview") == [3])
    }

    @Test func precedenceFromStartAndResets() throws {
        let engine = try Self.engine([
            RuleCheck(
                kind: .precedence(
                    PrecedenceCheck(
                        event: [Self.p("removeFromParentViewController")], requires: [Self.p("willMoveToParentViewController:", .nil)],
                        resets: [Self.p("removeFromParentViewController")], fromStart: true)))
        ])
        #expect(try Self.lines(engine, "child removeFromParentViewController") == [1])
        #expect(try Self.lines(engine, "child willMoveToParentViewController: nil\nchild removeFromParentViewController") == [])
        #expect(try Self.lines(engine, "child willMoveToParentViewController: parent\nchild removeFromParentViewController") == [2])
        // An argument the trace does not show may be the required one.
        #expect(try Self.lines(engine, "-[Child willMoveToParentViewController:]\n-[Child removeFromParentViewController]") == [])
        #expect(
            try Self.lines(
                engine,
                """
                child willMoveToParentViewController: nil
                child removeFromParentViewController
                parent addChildViewController: child
                child removeFromParentViewController
                """) == [4])
    }

    @Test func orderReportsAtTheLaterOrTheEarlierEvent() throws {
        let later = try Self.engine([
            RuleCheck(
                kind: .order(
                    OrderCheck(
                        event: [Self.p("addChildViewController:")], notAfter: [Self.p("UIView.addSubview:")],
                        resets: [Self.p("UIView.removeFromSuperview")])))
        ])
        let trace = "parent.view addSubview: child.view\nparent addChildViewController: child"
        #expect(try later.check(text: trace).violations.map { [$0.line] + $0.relatedLines } == [[2, 1]])
        #expect(try Self.lines(later, "parent addChildViewController: child\nparent.view addSubview: child.view") == [])
        #expect(
            try Self.lines(
                later, "parent.view addSubview: child.view\nchild.view removeFromSuperview\nparent addChildViewController: child") == [])
        #expect(try Self.lines(later, "parent.view addSubview: other.view\nparent addChildViewController: child") == [])
        let earlier = try Self.engine([
            RuleCheck(
                kind: .order(
                    OrderCheck(
                        event: [Self.p("addChildViewController:")], notAfter: [Self.p("UIView.addSubview:")], reportAt: .earlier)))
        ])
        #expect(try earlier.check(text: trace).violations.map { [$0.line] + $0.relatedLines } == [[1, 2]])
    }

    @Test func responseWaitsUntilADeadlineOrTheEnd() throws {
        let engine = try Self.engine([
            RuleCheck(
                kind: .response(
                    ResponseCheck(
                        trigger: [Self.p("addChildViewController:")], response: [Self.p("didMoveToParentViewController:", .nonNil)],
                        deadline: [Self.p("removeFromParentViewController")])))
        ])
        #expect(try Self.lines(engine, "parent addChildViewController: child\nchild didMoveToParentViewController: parent") == [])
        #expect(try Self.lines(engine, "parent addChildViewController: child\nchild removeFromParentViewController") == [1])
        #expect(try Self.lines(engine, "viewDidLoad\nparent addChildViewController: child") == [2])
        #expect(try Self.lines(engine, "parent addChildViewController: <C: 0x1>\n<C: 0x1> dealloc\nviewDidLoad") == [1])
        let lenient = try Self.engine([
            RuleCheck(
                kind: .response(
                    ResponseCheck(
                        trigger: [Self.p("addChildViewController:")], response: [Self.p("didMoveToParentViewController:")], atEnd: false)))
        ])
        #expect(try Self.lines(lenient, "parent addChildViewController: child") == [])
    }

    @Test func balancedPairsCancellationsAndUnclosedOpens() throws {
        let engine = try Self.engine([
            RuleCheck(
                kind: .balanced(
                    BalancedCheck(
                        open: [Self.p("beginAppearanceTransition:animated:")], close: [Self.p("endAppearanceTransition")])))
        ])
        #expect(try Self.lines(engine, "c beginAppearanceTransition: YES animated: YES\nc endAppearanceTransition") == [])
        #expect(
            try Self.lines(
                engine,
                "c beginAppearanceTransition: YES animated: YES\nc beginAppearanceTransition: YES animated: YES\nc endAppearanceTransition")
                == [2])
        #expect(
            try Self.lines(
                engine,
                "c beginAppearanceTransition: YES animated: YES\nc beginAppearanceTransition: NO animated: YES\nc endAppearanceTransition")
                == [])
        #expect(
            try Self.lines(engine, "c endAppearanceTransition\nc beginAppearanceTransition: NO animated: NO\nc endAppearanceTransition")
                == [])
        #expect(
            try Self.lines(engine, "c beginAppearanceTransition: NO animated: NO\nc endAppearanceTransition\nc endAppearanceTransition")
                == [3])
        #expect(try Self.lines(engine, "c beginAppearanceTransition: NO animated: NO") == [1])
        #expect(
            try Self.lines(
                engine,
                "a beginAppearanceTransition: NO animated: NO\nb beginAppearanceTransition: NO animated: NO\na endAppearanceTransition\nb endAppearanceTransition"
            ) == [])
    }

    @Test func noRepeatHonoursResetsNestingAndImpliedCalls() throws {
        let engine = try Self.engine([
            RuleCheck(
                kind: .noRepeat(
                    NoRepeatCheck(
                        event: [Self.p("loadView")], resets: [Self.p("viewDidUnload")], ignoreNested: true)))
        ])
        #expect(try Self.lines(engine, "loadView\nloadView") == [2])
        #expect(try Self.lines(engine, "loadView\nviewDidUnload\nloadView") == [])
        #expect(try Self.lines(engine, "loadView\n  ViewController view\n    loadView") == [])
        #expect(try Self.lines(engine, "A loadView()\nB loadView()") == [])
        let implied = try Self.engine([
            RuleCheck(
                kind: .noRepeat(
                    NoRepeatCheck(
                        event: [Self.p("didMoveToParentViewController:", .nil)], impliedBy: [Self.p("removeFromParentViewController")])))
        ])
        #expect(
            try Self.lines(
                implied, "c didMoveToParentViewController: nil\nc removeFromParentViewController\n  c didMoveToParentViewController: nil")
                == [1])
        #expect(
            try Self.lines(
                implied, "c removeFromParentViewController\n  c didMoveToParentViewController: nil\nc didMoveToParentViewController: nil")
                == [3])
    }

    @Test func reentrancyLooksThroughEveryEnclosingCall() throws {
        let engine = try Self.engine([RuleCheck(kind: .reentrancy(ReentrancyCheck(event: [Self.p("loadView")])))])
        #expect(try Self.lines(engine, "VC loadView()\n  VC view\n    VC loadView()") == [3])
        #expect(try Self.lines(engine, "VC loadView()\nVC loadView()") == [])
        #expect(try Self.lines(engine, "A loadView()\n  B loadView()") == [])
    }

    @Test func superCallModes() throws {
        let overrides = [Self.p("viewWillAppear:"), Self.p("loadView")]
        let mismatch = try Self.engine([RuleCheck(kind: .superCall(SuperCallCheck(mode: .mustMatch, overrides: overrides)))])
        #expect(try Self.lines(mismatch, "VC viewWillAppear(_:)\n  super.viewWillDisappear(_:)") == [2])
        #expect(try Self.lines(mismatch, "VC viewWillAppear(_:)\n  super.viewWillAppear(_:)") == [])
        #expect(try Self.lines(mismatch, "VC viewWillAppear(_:)\nsuper.viewWillDisappear(_:)") == [])
        let forbidden = try Self.engine([RuleCheck(kind: .superCall(SuperCallCheck(mode: .forbidden, overrides: [Self.p("loadView")])))])
        #expect(try Self.lines(forbidden, "-[VC loadView]\n    [super loadView];") == [2])
        let once = try Self.engine([RuleCheck(kind: .superCall(SuperCallCheck(mode: .once, overrides: overrides)))])
        #expect(try Self.lines(once, "VC viewWillAppear(_:)\n  super.viewWillAppear(_:)\n  super.viewWillAppear(_:)") == [3])
        #expect(
            try Self.lines(once, "VC viewWillAppear(_:)\n  super.viewWillAppear(_:)\nVC viewWillAppear(_:)\n  super.viewWillAppear(_:)")
                == [])
        // Super calls never count as the callback itself.
        #expect(
            try Self.lines(
                once, "VC viewWillAppear(_:)\n  super.viewWillAppear(_:)\n    VC viewWillLayoutSubviews()\n  super.viewWillAppear(_:)") == [
                    4
                ])
    }

    @Test func consoleWarningsReportOnTheirObject() throws {
        let engine = try Self.engine([RuleCheck(kind: .consoleWarning(ConsoleWarningCheck(warning: "unbalanced-appearance-transitions")))])
        let report = try engine.check(text: "viewDidLoad\nUnbalanced calls to begin/end appearance transitions for <Demo.Menu: 0x7f>.")
        #expect(report.violations.map(\.line) == [2])
        #expect(report.violations.first?.object == "<Menu: 0x7f>")
    }

    @Test func aGateSilencesChecksWhoseEventsTheTraceNeverLogs() throws {
        let engine = try Self.engine([
            RuleCheck(
                kind: .precedence(
                    PrecedenceCheck(
                        event: [Self.p("viewDidAppear:")], requires: [Self.p("viewWillAppear:")], anchors: [Self.p("viewDidLoad")])),
                whenLogged: [Self.p("viewWillAppear:")])
        ])
        #expect(try Self.lines(engine, "viewDidLoad\nviewDidAppear:") == [])
        #expect(try Self.lines(engine, "viewDidLoad\nviewDidAppear:\nother viewWillAppear:") == [2])
    }

    @Test func aCallbackLoggedInsideItsExplicitCallCountsOnce() throws {
        let engine = try Self.engine([RuleCheck(kind: .noRepeat(NoRepeatCheck(event: [Self.p("willMoveToParentViewController:", .nil)])))])
        #expect(try Self.lines(engine, "child.willMove(toParent: nil)\n  child willMoveToParentViewController: nil") == [])
        #expect(try Self.lines(engine, "child.willMove(toParent: nil)\nchild willMoveToParentViewController: nil") == [2])
    }

    @Test func violationsCarryTheRuleAndAreSortedByLine() throws {
        let report = try KnowledgeFixture.engine.check(
            text: """
                -[TTViewController viewWillAppear:]
                -[TTViewController viewDidAppear:]
                -[TTViewController viewDidAppear:]
                loadView
                loadView
                """)
        #expect(report.violations.map(\.rule) == ["appearance.duplicate", "loading.view-reloaded"])
        #expect(report.violations.map(\.line) == [3, 5])
        #expect(report.violations[0].severity == .error && !report.violations[0].fix.isEmpty && report.violations[0].relatedLines == [2])
        #expect(report.events == 5 && report.objects == 2 && report.skippedLines == 0)
    }

    @Test func optionsSelectRulesAndRefuseUnknownIDs() throws {
        let trace = "loadView\nviewDidLoad\nviewDidLoad\nloadView\nloadView"
        let all = try KnowledgeFixture.engine.check(text: trace).violations.map(\.rule)
        #expect(all == ["loading.did-load-repeated", "loading.view-reloaded"])
        #expect(
            try KnowledgeFixture.engine.check(text: trace, options: CheckOptions(only: ["loading.did-load-repeated"])).violations.map(
                \.rule) == ["loading.did-load-repeated"])
        #expect(
            try KnowledgeFixture.engine.check(text: trace, options: CheckOptions(disabled: ["loading.did-load-repeated"])).violations.map(
                \.rule) == ["loading.view-reloaded"])
        #expect(throws: CheckSetupError.self) {
            try KnowledgeFixture.engine.check(text: trace, options: CheckOptions(only: ["no.such-rule"]))
        }
    }

    /// Through the reporter `check --format json` prints, the only encoder of a check report.
    @Test func reportEncodesToTheJSONContract() throws {
        let report = try KnowledgeFixture.engine.check(text: "loadView\nloadView", file: "t.log")
        let output = JSONReporter().report([report.fileReport])
        let json = try #require((try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])?.first)
        #expect(Set(json.keys) == ["file", "diagnostics", "events", "objects", "skipped_lines", "violations"])
        let violation = (json["violations"] as! [[String: Any]])[0]
        #expect(Set(violation.keys) == ["rule", "severity", "line", "column", "object", "message", "fix", "related_lines"])
        #expect(violation["severity"] as? String == "error" && violation["line"] as? Int == 2)
    }
}
