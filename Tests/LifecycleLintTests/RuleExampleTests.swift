import LifecycleKB
import LifecycleLint
import Testing

/// Every rule's Swift examples run through the linter: conforming ones stay silent, violating ones
/// report exactly at their `↓` markers (the static twin of the trace example test).
@Suite struct RuleExampleTests {
    @Test func everyStaticRuleProvesItselfWithItsExamples() throws {
        let bundle = try BuiltInKnowledge.bundle()
        let rules = bundle.rules.filter { $0.lint != nil }
        #expect(rules.count >= 12)
        var failures: [String] = []
        for rule in rules {
            let linter = Linter(rules: [rule], catalog: bundle.knowledge.catalog)
            for example in rule.lint!.examples.conforming {
                if let wrong = LintExample(example).mismatch(linter: linter, rule: rule.id) {
                    failures.append("\(rule.id) conforming: \(wrong)\n\(example)")
                }
            }
            for example in rule.lint!.examples.violating {
                let parsed = LintExample(example)
                if parsed.marked.isEmpty { failures.append("\(rule.id) violating example has no ↓") }
                if let wrong = parsed.mismatch(linter: linter, rule: rule.id) {
                    failures.append("\(rule.id) violating: \(wrong)\n\(example)")
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))")
    }

    @Test func theIssueNamesTheseStaticRules() throws {
        let ids = Set(try BuiltInKnowledge.bundle().rules.filter { $0.lint != nil }.map(\.id))
        let required: Set = [
            "containment.add-order", "containment.missing-did-move", "containment.redundant-will-move",
            "containment.remove-order", "containment.redundant-did-move", "super.mismatched", "super.missing",
            "super.prohibited", "loading.manual-load-view", "appearance.manual-call",
            "appearance.unbalanced-transition", "presentation.view-not-in-window",
        ]
        #expect(required.subtracting(ids).isEmpty)
    }
}
