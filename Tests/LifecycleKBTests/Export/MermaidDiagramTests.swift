import LifecycleModel
import Testing

@testable import LifecycleKB

/// Every built-in scenario's diagram parses, and hostile object names and messages cannot break one.
@Suite struct MermaidDiagramTests {
    @Test func everyBuiltInScenarioDiagramIsValidMermaid() throws {
        let store = try ExportFixture.store()
        let scenarios = try store.knowledge().scenarios
        #expect(!scenarios.isEmpty)
        for scenario in scenarios {
            let trace = try #require(try store.scenarioTrace(id: scenario.id), "\(scenario.id)")
            #expect(!trace.events.isEmpty, "\(scenario.id) has no stored events")
            for language in Language.allCases {
                let diagram = MermaidDiagram.render(
                    events: trace.events, violations: trace.violations, title: scenario.title.text(language))
                #expect(MermaidSyntaxChecker.problems(in: diagram) == [], "\(scenario.id)")
                let arrows = diagram.split(separator: "\n").filter { $0.contains("->>") }
                #expect(arrows.count == trace.events.count, "\(scenario.id): one arrow per event")
                let notes = diagram.split(separator: "\n").filter { $0.contains("Note over") }
                #expect(notes.count == trace.violations.count, "\(scenario.id): one note per violation")
            }
        }
    }

    @Test func hostileNamesAndMessagesAreEscaped() {
        let events = [
            event(1, receiver: "<UIView: 0x7f; #1>", api: "UIView.didMoveToSuperview"),
            event(
                2, receiver: "a \"quoted\" %% name\nnext", api: "UIViewController.addChildViewController:", arguments: "x; y # z",
                isCall: true),
            event(3, receiver: "end", api: "warning:unbalanced-transition", depth: 1, parent: 2),
        ]
        let violations = [
            StoredViolation(rule: "x.y", severity: "error", line: 2, column: 1, object: "ghost; object", message: "a <b>; #c \"d\"")
        ]
        let diagram = MermaidDiagram.render(events: events, violations: violations, title: "t; #1 \"q\"")
        #expect(MermaidSyntaxChecker.problems(in: diagram) == [])
        #expect(diagram.contains("participant P1 as \"#lt;UIView: 0x7f#59; #35;1#gt;\""))
        #expect(diagram.contains("Note over P4: [x.y] a #lt;b#gt;#59; #35;c #quot;d#quot;"))
    }

    @Test func callersComeFromNestingElseFromUIKitOrTheApp() {
        let events = [
            event(1, receiver: "parent", api: "UIViewController.viewDidLoad"),
            event(2, receiver: "parent", api: "UIViewController.addChildViewController:", arguments: "child", depth: 1, isCall: true),
            event(3, receiver: "child", api: "UIViewController.willMoveToParentViewController:", arguments: "parent", depth: 2),
            event(4, receiver: "parent", api: "UIViewController.viewDidLoad", depth: 1, isSuper: true),
            event(5, receiver: "other", api: "UIView.removeFromSuperview", isCall: true),
        ]
        let diagram = MermaidDiagram.render(events: events, violations: [])
        #expect(
            diagram == """
                sequenceDiagram
                    participant UIKit as "UIKit"
                    participant P1 as "parent"
                    participant P2 as "child"
                    participant App as "app code"
                    participant P3 as "other"
                    UIKit->>P1: viewDidLoad
                    P1->>P1: addChildViewController: child
                    P1->>P2: willMoveToParentViewController: parent
                    P1-->>P1: super.viewDidLoad
                    App->>P3: removeFromSuperview

                """)
        #expect(MermaidSyntaxChecker.problems(in: diagram) == [])
    }

    @Test func theCheckerRejectsWhatBreaksMermaid() {
        let bad = """
            sequenceDiagram
                participant A as "a"
                A->>B: undeclared
                A->>A: semi; colon
                A->>A: hash # sign
                participant C as "un"balanced"
                graph TD
            """
        #expect(MermaidSyntaxChecker.problems(in: bad).count == 5)
        #expect(MermaidSyntaxChecker.problems(in: "participant A as \"a\"\n") != [])
    }

    private func event(
        _ sequence: Int, receiver: String, api: String, arguments: String? = nil, depth: Int = 0, parent: Int? = nil,
        isSuper: Bool = false, isCall: Bool = false
    ) -> StoredEvent {
        StoredEvent(
            sequence: sequence, line: sequence, column: 1, depth: depth, parent: parent, receiver: receiver, subject: nil,
            className: nil, api: api, arguments: arguments, isSuper: isSuper, isCall: isCall)
    }
}
