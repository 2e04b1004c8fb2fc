import LifecycleCheck
import LifecycleModel
import Testing

@testable import LifecycleData
@testable import LifecycleKB

/// Every recorded scenario, the seed articles' and the public console logs alike, gets the verdict
/// it claims from `check`: a conforming log has no error, a violating one exactly its rules.
@Suite struct ScenarioCorpusTests {
    static let bundle: KnowledgeBundle? = try? KnowledgeLoader.builtIn()
    static let scenarios: [ScenarioRecord] = bundle?.knowledge.scenarios ?? []

    @Test func theCorpusHoldsAtLeastFortyCitedLogs() throws {
        let bundle = try #require(Self.bundle)
        let logs = Self.scenarios.filter { $0.id.hasPrefix(ScenarioProvenance.recordedLogPrefix) }
        #expect(logs.count >= 40, "\(logs.count) recorded logs")
        let urls = Dictionary(uniqueKeysWithValues: bundle.knowledge.sources.map { ($0.id, $0.url) })
        for log in logs {
            #expect(log.situation != nil, "\(log.id) has no situation")
            #expect(!log.sources.isEmpty && log.sources.allSatisfy { urls[$0] ?? nil != nil }, "\(log.id) cites a source without a url")
        }
    }

    @Test(arguments: scenarios.map(\.id))
    func checkGivesTheRecordedVerdict(_ id: String) throws {
        let bundle = try #require(Self.bundle)
        let scenario = try #require(Self.scenarios.first { $0.id == id })
        let engine = try RuleEngine(
            rules: bundle.rules, vocabulary: TraceVocabulary(catalog: bundle.knowledge.catalog, warnings: bundle.warnings))
        let report = try engine.check(text: scenario.trace, file: id)
        let outcome = CorpusOutcome(scenario: scenario, report: report)
        #expect(outcome.agrees, "\(outcome)")
    }
}

/// What `check` said about one scenario, compared with the verdict the scenario records.
struct CorpusOutcome: CustomStringConvertible {
    let scenario: ScenarioRecord
    let report: CheckReport

    /// The log reads as events, and then — conforming: no error; violating: exactly the expected
    /// rules, errors and warnings alike.
    var agrees: Bool {
        guard report.events > 0 else { return false }
        return switch scenario.verdict {
        case .conforming: !report.hasErrors
        case .violating: Set(report.violations.map(\.rule)) == Set(scenario.expect)
        }
    }

    var description: String {
        let found = report.violations.map { "\($0.line): [\($0.rule)] \($0.message)" }
        return "\(scenario.id) is \(scenario.verdict.rawValue) (expects \(scenario.expect)); check read "
            + "\(report.events) events of \(report.objects) objects and found \(found)"
    }
}
