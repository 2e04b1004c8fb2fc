/// The compiler's shape, `file:line:col: warning: [rule.id] message` with `note:` lines, because Xcode
/// and editors turn exactly this into inline issues when `lint` runs as a build phase.
public struct TextReporter: Reporter {
    /// ANSI colour for a terminal; never in a pipe or a build log.
    public var colour: Bool

    public init(colour: Bool = false) {
        self.colour = colour
    }

    public func report(_ diagnostics: [Diagnostic]) -> String {
        var lines: [String] = []
        for group in Diagnostic.groupedByFile(diagnostics) {
            for diagnostic in group.diagnostics {
                let label = paint(diagnostic.severity.rawValue + ":", diagnostic.severity)
                lines.append("\(prefix(diagnostic.location))\(label) [\(diagnostic.category)] \(diagnostic.message)")
                for note in diagnostic.notes {
                    lines.append("\(prefix(note.location))\(paint("note:", .note)) \(note.message)")
                }
                if let fix = diagnostic.fix {
                    lines.append("\(prefix(diagnostic.location))\(paint("note:", .note)) fix: \(fix)")
                }
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    private func prefix(_ location: Diagnostic.Location?) -> String {
        guard let location, let file = location.file else {
            return location?.line.map { "line \($0): " } ?? ""
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
        let code = switch severity {
        case .error: "31"
        case .warning: "33"
        case .note: "36"
        }
        return "\u{1B}[1;\(code)m\(text)\u{1B}[0m"
    }
}
