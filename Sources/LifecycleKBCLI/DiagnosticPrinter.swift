import LifecycleCheck

/// Violations in the compiler's shape, `trace.log:12:1: error: [rule.id] message`, with a `fix:` line
/// and a summary; ANSI colour only when writing to a terminal.
struct DiagnosticPrinter {
    var color: Bool

    func render(_ reports: [CheckReport]) -> String {
        var out = ""
        for report in reports {
            for violation in report.violations {
                let location = paint("\(report.file):\(violation.line):\(violation.column):", bold: true)
                let severity = violation.severity == .error ? paint("error:", code: "31") : paint("warning:", code: "33")
                out += "\(location) \(severity) [\(violation.rule)] \(violation.message) (\(violation.object))\n"
                if !violation.relatedLines.isEmpty {
                    out += "    see line " + violation.relatedLines.map(String.init).joined(separator: ", ") + "\n"
                }
                out += "    fix: \(violation.fix)\n"
            }
            for warning in report.readWarnings {
                let location = warning.line > 0 ? "\(report.file):\(warning.line):\(warning.column):" : "\(report.file):"
                out += "\(paint(location, bold: true)) \(paint("warning:", code: "33")) \(warning.message)\n"
            }
            out += summary(report) + "\n"
        }
        return out
    }

    /// `3 errors, 1 warning in 120 events, 4 objects, 6 lines skipped`
    func summary(_ report: CheckReport) -> String {
        let errors = report.violations.filter { $0.severity == .error }.count
        let warnings = report.violations.count - errors
        return "\(report.file): \(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(report.events, "event")), "
            + "\(plural(report.objects, "object")), \(plural(report.skippedLines, "line")) skipped"
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private func paint(_ text: String, code: String = "0", bold: Bool = false) -> String {
        guard color else { return text }
        return "\u{1B}[\(bold ? "1" : code)m\(text)\u{1B}[0m"
    }
}
