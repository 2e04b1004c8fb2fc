/// A Markdown summary (one section per file, one table row per finding) for pull-request comments
/// and CI job summaries.
public struct MarkdownReporter: Reporter {
    public init() {}

    public func report(_ diagnostics: [Diagnostic]) -> String {
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        var out = "# lifecycle-kb: \(errors) error(s), \(warnings) warning(s)\n"
        for group in Diagnostic.groupedByFile(diagnostics) {
            out += "\n## \(Markdown.inline(group.file ?? "(no file)"))\n\n"
            out += "| Line | Severity | Rule | Message |\n| --- | --- | --- | --- |\n"
            for diagnostic in group.diagnostics {
                let line = diagnostic.location?.line.map(String.init) ?? ""
                var message = Markdown.cell(diagnostic.message)
                if let fix = diagnostic.fix { message += " Fix: " + Markdown.cell(fix) }
                out += "| \(line) | \(diagnostic.severity.rawValue) | \(Markdown.code(diagnostic.category)) | \(message) |\n"
            }
        }
        return out
    }
}
