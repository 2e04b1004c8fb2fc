import LifecycleModel

extension CheckReport {
    /// The report as every reporter reads it: each violation a diagnostic with its related lines as
    /// notes and its fix, each skipped line a `read` warning, in line order.
    public var fileReport: FileReport {
        let findings = violations.map { violation in
            Diagnostic(
                location: .init(file: file, line: violation.line, column: violation.column),
                severity: violation.severity == .error ? .error : .warning, category: violation.rule, message: violation.message,
                notes: violation.relatedLines.map { Diagnostic.Note(location: .init(file: file, line: $0), message: "related event") },
                fix: violation.fix, subject: violation.object)
        }
        let warnings = readWarnings.map { warning in
            Diagnostic(
                location: warning.line > 0 ? .init(file: file, line: warning.line, column: warning.column) : .init(file: file),
                severity: .warning, category: DiagnosticKind.read.rawValue, message: warning.message)
        }
        return FileReport(
            file: file, diagnostics: FileReport.inLineOrder(findings + warnings),
            trace: .init(events: events, objects: objects, skippedLines: skippedLines))
    }
}
