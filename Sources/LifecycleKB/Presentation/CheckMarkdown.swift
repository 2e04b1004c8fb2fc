import LifecycleCheck
import LifecycleModel

/// A check report as a Markdown table per file, to paste into a pull request.
public enum CheckMarkdown {
    public static func render(_ reports: [CheckReport]) -> String {
        reports.map { report in
            var out = "### \(Markdown.code(report.file))\n\n"
            out += "\(report.events) events, \(report.objects) objects, \(report.skippedLines) lines skipped, "
                + "\(report.violations.count) violations.\n\n"
            guard !report.violations.isEmpty else { return out }
            out += MarkdownTable.render(
                header: ["line", "severity", "rule", "object", "message", "fix"],
                rows: report.violations.map { ["\($0.line):\($0.column)", $0.severity.rawValue, $0.rule, $0.object, $0.message, $0.fix] })
            return out
        }.joined(separator: "\n")
    }
}
