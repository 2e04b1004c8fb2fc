import LifecycleCheck
import LifecycleModel

/// One rule's documentation, printed from the same value the engine runs (as `swiftlint rules <id>`).
public enum RulePresentation {
    public static func text(_ stored: StoredRule) -> String {
        let rule = stored.rule
        var lines = [
            "\(rule.id) (\(rule.severity.rawValue), \(stored.origin.rawValue)\(stored.enabled ? "" : ", disabled"))",
            "  \(rule.summary.en)", "  \(rule.summary.zh)", "",
            "why: \(rule.rationale.en)", "     \(rule.rationale.zh)", "",
            "fix: \(rule.fix.en)", "     \(rule.fix.zh)", "",
            "checks: " + rule.checks.map(\.kind.name).joined(separator: ", "),
            "sources: " + rule.sources.joined(separator: ", "),
        ]
        for (title, traces) in [("conforming", rule.examples.conforming), ("violating", rule.examples.violating)] {
            for trace in traces {
                lines.append("")
                lines.append("\(title) example:")
                lines += trace.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func markdown(_ stored: StoredRule) -> String {
        let rule = stored.rule
        var out = "### \(Markdown.code(rule.id))\n\n"
        out +=
            "**\(rule.severity.rawValue)** · \(stored.origin.rawValue) · checks: \(rule.checks.map(\.kind.name).joined(separator: ", "))\n\n"
        out += Markdown.inline(rule.summary.en) + "\n\n" + Markdown.inline(rule.summary.zh) + "\n\n"
        out += "**Why.** " + Markdown.inline(rule.rationale.en) + "\n\n"
        out += "**Fix.** " + Markdown.inline(rule.fix.en) + "\n\n"
        out += "**Sources:** " + rule.sources.map(Markdown.code).joined(separator: ", ") + "\n"
        for (title, traces) in [("Conforming", rule.examples.conforming), ("Violating", rule.examples.violating)] {
            for trace in traces {
                out += "\n\(title):\n\n" + Markdown.fenced(trace)
            }
        }
        return out
    }
}
