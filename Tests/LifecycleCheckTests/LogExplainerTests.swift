import Foundation
import LifecycleCheck
import LifecycleModel
import LifecycleTraceGenerator
import Testing

/// `check --explain`: every stored conforming scenario is recognized as its own situation, in UIKit's
/// recorded order; a log that breaks a guaranteed order shows the departure with its source; lines no
/// scenario explains are listed.
@Suite struct LogExplainerTests {
    static let explainer = LogExplainer(knowledge: KnowledgeFixture.bundle.knowledge, engine: KnowledgeFixture.engine)
    static let scenarios = KnowledgeFixture.bundle.knowledge.scenarios.filter { $0.situation != nil }

    @Test(arguments: scenarios.map(\.id))
    func aStoredScenarioIsRecognizedAsItself(_ id: String) throws {
        let scenario = try #require(Self.scenarios.first { $0.id == id })
        let explanation = try Self.explainer.explain(text: scenario.trace, file: id)
        let names = explanation.segments.map { [$0.scenario] + $0.alternatives }
        guard scenario.verdict == .conforming else {
            // A faulty recording is no template; what it shows still reaches the reader as findings.
            #expect(!explanation.violations.isEmpty || !explanation.unplacedLines.isEmpty || !explanation.segments.isEmpty)
            return
        }
        // Its own situation, or one whose stored sequence its calls fit exactly as well (a log of
        // appearance callbacks alone cannot tell a push from a pop), named beside it.
        let own = explanation.segments.first { $0.scenario == scenario.situation || $0.alternatives.contains(scenario.situation!) }
        #expect(own != nil, "recognized as \(names), unplaced \(explanation.unplacedLines)")
        #expect(own?.departures.isEmpty == true, "\(own?.departures.map(\.expected) ?? [])")
    }
}

extension LogExplainerTests {
    /// A push whose pushed controller is told it moved to its parent before it appeared: recognized from
    /// the order, with the one departure, its lines and the order's sources. (Between the two
    /// controllers' callbacks Apple leaves the order open, so no departure is taken from there.)
    @Test func aBrokenGuaranteedOrderIsADepartureWithItsSource() throws {
        let log = """
            -[DetailViewController willMoveToParentViewController:]
            -[DetailViewController viewDidLoad]
            -[ListViewController viewWillDisappear:]
            -[DetailViewController viewWillAppear:]
            -[ListViewController viewDidDisappear:]
            -[DetailViewController didMoveToParentViewController:]
            -[DetailViewController viewDidAppear:]
            """
        let explanation = try Self.explainer.explain(text: log)
        let segment = try #require(explanation.segments.first)
        #expect(explanation.segments.count == 1 && segment.scenario == "navigation.push" && segment.template == "order:navigation.push")
        #expect(segment.roles.map { "\($0.role)=\($0.object)" } == ["from=ListViewController", "to=DetailViewController"])
        #expect(segment.departures.map(\.lines) == [[7, 6]])
        #expect(segment.departures.first?.expected == "to viewDidAppear: before to didMoveToParentViewController:")
        #expect(segment.departures.first?.sources.isEmpty == false)
        // The same push in UIKit's order has no departure.
        var lines = log.split(separator: "\n").map(String.init)
        lines.swapAt(5, 6)
        let clean = try Self.explainer.explain(text: lines.joined(separator: "\n"))
        #expect(clean.segments.map(\.scenario) == ["navigation.push"] && clean.segments[0].departures.isEmpty)
    }

    /// Calls no stored sequence starts are listed, not hidden; noise lines are not calls.
    @Test func linesNoScenarioPlacesAreListed() throws {
        let log = """
            -[SettingsViewController didReceiveMemoryWarning]
            network request finished
            -[DetailViewController willMoveToParentViewController:]
            -[DetailViewController viewDidLoad]
            -[ListViewController viewWillDisappear:]
            -[DetailViewController viewWillAppear:]
            -[ListViewController viewDidDisappear:]
            -[DetailViewController viewDidAppear:]
            -[DetailViewController didMoveToParentViewController:]
            """
        let explanation = try Self.explainer.explain(text: log)
        #expect(explanation.unplacedLines == [1])
        #expect(explanation.segments.map { "\($0.scenario) \($0.firstLine)-\($0.lastLine)" } == ["navigation.push 3-9"])
        #expect(explanation.events.count == 8 && explanation.events.first { $0.line == 1 }?.segment == nil)
    }

    /// A log of more calls than the explainer's limit is explained up to the limit and says where it
    /// stopped; the findings still cover every line.
    @Test func aLongLogIsExplainedUpToTheLimitAndCheckedWhole() throws {
        let explainer = LogExplainer(knowledge: KnowledgeFixture.bundle.knowledge, engine: KnowledgeFixture.engine, callLimit: 4)
        let log = """
            -[DetailViewController viewDidLoad]
            -[DetailViewController viewWillAppear:]
            -[DetailViewController viewDidAppear:]
            -[DetailViewController viewWillDisappear:]
            -[DetailViewController viewDidDisappear:]
            -[DetailViewController viewDidAppear:]
            """
        let explanation = try explainer.explain(text: log)
        #expect(explanation.explainedUpToLine == 4)
        #expect(explanation.segments.allSatisfy { $0.lastLine <= 4 } && explanation.unplacedLines.allSatisfy { $0 <= 4 })
        #expect(explanation.violations.map(\.line) == [6])
        #expect(try Self.explainer.explain(text: log).explainedUpToLine == nil)
    }
}
