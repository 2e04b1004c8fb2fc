/// A Markdown summary (one section per file, one table row per finding) for pull-request comments
/// and CI job summaries.
public struct MarkdownReporter: Reporter {
    public init() {}

    public func report(_ files: [FileReport]) -> String {
        let errors = files.map(\.errors).reduce(0, +)
        let warnings = files.map(\.warnings).reduce(0, +)
        var out = "# lifecycle-kb: \(Count.of(errors, "error")), \(Count.of(warnings, "warning"))\n"
        for file in files {
            out += "\n## \(Markdown.inline(file.file ?? "(no file)"))\n\n"
            if let trace = file.trace {
                out +=
                    "\(Count.of(trace.events, "event")), \(Count.of(trace.objects, "object")), \(Count.of(trace.skippedLines, "line")) skipped.\n\n"
            }
            guard !file.diagnostics.isEmpty else { continue }
            out += "| Line | Severity | Rule | Message |\n| --- | --- | --- | --- |\n"
            for diagnostic in file.diagnostics {
                let line = diagnostic.location?.line.map(String.init) ?? ""
                var message = Markdown.cell(diagnostic.message)
                if let subject = diagnostic.subject { message += " (" + Markdown.code(subject) + ")" }
                let related = diagnostic.notes.compactMap(\.location?.line)
                if !related.isEmpty { message += " See line " + related.map(String.init).joined(separator: ", ") + "." }
                if let fix = diagnostic.fix { message += " Fix: " + Markdown.cell(fix) }
                out += "| \(line) | \(diagnostic.severity.rawValue) | \(Markdown.code(diagnostic.category)) | \(message) |\n"
            }
        }
        return out
    }

}
