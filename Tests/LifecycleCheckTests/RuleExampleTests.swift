import LifecycleCheck
import Testing

/// Every rule proves itself with its own examples: conforming traces are silent for that rule,
/// violating traces report exactly at the `↓` lines, with that rule's id.
@Suite struct RuleExampleTests {
    /// One example of one rule, named so a failure says which.
    struct Example: Sendable, CustomTestStringConvertible {
        let rule: String
        let violating: Bool
        let index: Int
        let text: String

        var testDescription: String { "\(rule) \(violating ? "violating" : "conforming") #\(index + 1)" }
    }

    static let examples: [Example] = KnowledgeFixture.rules.flatMap { rule in
        rule.examples.conforming.enumerated().map { Example(rule: rule.id, violating: false, index: $0, text: $1) }
            + rule.examples.violating.enumerated().map { Example(rule: rule.id, violating: true, index: $0, text: $1) }
    }

    @Test(arguments: examples)
    func exampleReportsExactlyTheMarkedLines(_ example: Example) throws {
        let trace = RuleExample(example.text)
        let report = try KnowledgeFixture.engine.check(text: trace.text, options: CheckOptions(only: [example.rule]))
        #expect(report.violations.allSatisfy { $0.rule == example.rule })
        let problem = try trace.mismatch(engine: KnowledgeFixture.engine, rule: example.rule, violating: example.violating)
        #expect(problem == nil, "\(problem ?? ""): \(report.violations.map { "\($0.line): \($0.message)" })")
    }
}
