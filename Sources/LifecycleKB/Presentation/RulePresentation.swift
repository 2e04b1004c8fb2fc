import LifecycleCheck
import LifecycleModel

/// One rule's documentation, printed from the same value the engine runs (as `swiftlint rules <id>`).
public enum RulePresentation {
    public static func text(_ stored: StoredRule, language: Language = .en) -> String {
        let rule = stored.rule
        var lines = [
            "\(rule.id) (\(rule.severity.rawValue), \(stored.origin.rawValue)\(stored.enabled ? "" : ", disabled"))",
            "  \(rule.summary.text(language))", "",
            "why: \(rule.rationale.text(language))", "",
            "fix: \(rule.fix.text(language))", "",
            "checks: " + rule.checks.map(\.kind.name).joined(separator: ", "),
            "sources: " + rule.sources.joined(separator: ", "),
        ]
        for example in examples(of: rule) {
            lines.append("")
            lines.append("\(example.title):")
            lines += example.text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The rule as a Markdown section whose heading is at `level`: 1 when it is the whole page.
    public static func markdown(_ stored: StoredRule, language: Language = .en, level: Int = 1) -> String {
        let rule = stored.rule
        var out = Markdown.heading(level, Markdown.code(rule.id)) + "\n"
        out +=
            "**\(rule.severity.rawValue)** · \(stored.origin.rawValue) · checks: \(rule.checks.map(\.kind.name).joined(separator: ", "))\n\n"
        out += Markdown.inline(rule.summary.text(language)) + "\n\n"
        out += "**Why.** " + Markdown.inline(rule.rationale.text(language)) + "\n\n"
        out += "**Fix.** " + Markdown.inline(rule.fix.text(language)) + "\n\n"
        out += "**Sources:** " + rule.sources.map(Markdown.code).joined(separator: ", ") + "\n"
        for example in examples(of: rule) {
            let title = example.title.prefix(1).uppercased() + example.title.dropFirst()
            out += "\n\(title):\n\n" + Markdown.fenced(example.text)
        }
        return out
    }

    /// The rule's examples in the order a reader wants them: the traces `check` reads, then the
    /// Swift or Objective-C that `lint` reads (a rule with a `lint:` part proves it with those).
    private static func examples(of rule: RuleRecord) -> [(title: String, text: String)] {
        var groups = [("conforming example", rule.examples.conforming), ("violating example", rule.examples.violating)]
        if let lint = rule.lint {
            groups += [("conforming code (lint)", lint.examples.conforming), ("violating code (lint)", lint.examples.violating)]
        }
        return groups.flatMap { title, texts in texts.map { (title, $0) } }
    }
}
