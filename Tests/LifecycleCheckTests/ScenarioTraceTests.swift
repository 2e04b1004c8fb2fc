import Foundation
import LifecycleCheck
import LifecycleModel
import Testing

/// The seed scenarios in `Data/scenarios/` agree with the rules: a conforming trace has no error,
/// a violating one reports every rule it expects. Recorded public logs (`log.*`) are checked by
/// `LifecycleKBTests/ScenarioCorpusTests` instead, which also knows the logs this checker still misreads.
@Suite struct ScenarioTraceTests {
    static let scenarios: [ScenarioRecord] = KnowledgeFixture.bundle.knowledge.scenarios.filter { !$0.id.hasPrefix("log.") }

    @Test(arguments: scenarios.map(\.id))
    func scenarioVerdictHolds(_ id: String) throws {
        let scenario = try #require(Self.scenarios.first { $0.id == id })
        let report = try KnowledgeFixture.engine.check(text: scenario.trace, file: id)
        let reported = Set(report.violations.map(\.rule))
        if scenario.verdict == .conforming {
            #expect(!report.hasErrors, "\(report.violations.map { "\($0.line): [\($0.rule)]" })")
        }
        #expect(Set(scenario.expect).isSubset(of: reported), "reported \(reported.sorted())")
    }
}
