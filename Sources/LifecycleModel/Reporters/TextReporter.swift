/// The compiler's shape, `file:line:col: warning: [rule.id] message` with `note:` lines, because Xcode
/// and editors turn exactly this into inline issues; errors that are not a rule's finding carry no
/// `[category]`, and one with no file is prefixed by the program's name (`lifecycle-kb: error: …`).
public struct TextReporter: Reporter {
    /// ANSI colour for a terminal; never in a pipe or a build log.
    public var colour: Bool
    /// The name printed before a diagnostic that has no location, as compilers print theirs.
    public var program: String?
    /// The command that explains a rule, given its id (`lifecycle-kb rules show`): named once per
    /// rule after the findings, so a finding leads to why it matters; nil prints no such line.
    public var explainCommand: String?

    public init(colour: Bool = false, program: String? = nil, explainCommand: String? = nil) {
        self.colour = colour
        self.program = program
        self.explainCommand = explainCommand
    }

    public func report(_ files: [FileReport]) -> String {
        var lines: [String] = []
        for file in files {
            for diagnostic in file.diagnostics {
                let label = paint(diagnostic.severity.rawValue + ":", diagnostic.severity)
                let category = diagnostic.kind == nil ? "[\(diagnostic.category)] " : ""
                let subject = diagnostic.subject.map { " (\($0))" } ?? ""
                lines.append("\(prefix(diagnostic.location))\(label) \(category)\(diagnostic.message)\(subject)")
                for note in diagnostic.notes {
                    lines.append("\(prefix(note.location))\(paint("note:", .note)) \(note.message)")
                }
                if let fix = diagnostic.fix {
                    lines.append("\(prefix(diagnostic.location))\(paint("note:", .note)) fix: \(fix)")
                }
            }
            if let trace = file.trace { lines.append(summary(file, trace)) }
        }
        if let explainCommand {
            var named = Set<String>()
            for file in files {
                for diagnostic in file.diagnostics where diagnostic.kind == nil && named.insert(diagnostic.category).inserted {
                    lines.append("\(paint("note:", .note)) more on \(diagnostic.category): \(explainCommand) \(diagnostic.category)")
                }
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// `trace.log: 3 errors, 1 warning in 120 events, 4 objects, 6 lines skipped`
    private func summary(_ file: FileReport, _ trace: FileReport.TraceCounts) -> String {
        "\(file.file ?? "<stdin>"): \(Count.of(file.errors, "error")), \(Count.of(file.warnings, "warning")) in "
            + "\(Count.of(trace.events, "event")), \(Count.of(trace.objects, "object")), \(Count.of(trace.skippedLines, "line")) skipped"
    }

    private func prefix(_ location: Diagnostic.Location?) -> String {
        guard let location, let file = location.file else {
            if let line = location?.line { return "line \(line): " }
            return program.map { "\($0): " } ?? ""
        }
        var text = file
        if let line = location.line {
            text += ":\(line)"
            if let column = location.column { text += ":\(column)" }
        }
        return text + ": "
    }

    private func paint(_ text: String, _ severity: Diagnostic.Severity) -> String {
        guard colour else { return text }
        let code =
            switch severity {
            case .error: "31"
            case .warning: "33"
            case .note: "36"
            }
        return "\u{1B}[1;\(code)m\(text)\u{1B}[0m"
    }
}
