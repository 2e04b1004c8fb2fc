/// A stored trace as a Mermaid `sequenceDiagram`: the objects are participants, every event an arrow
/// from whoever made it to its object, and every recorded violation a note over its object.
///
/// Callbacks and `super` calls come from the event they were made inside (by indentation), else from
/// UIKit; explicit calls come from the enclosing event's object, else from the app's code.
public enum MermaidDiagram {
    /// The diagram without a Markdown fence; works for any stored trace, scenario or import.
    public static func render(events: [StoredEvent], violations: [StoredViolation], title: String? = nil) -> String {
        var lanes = SequenceLanes()
        let callers = callerSequences(events)
        let bySequence = Dictionary(events.map { ($0.sequence, $0) }, uniquingKeysWith: { first, _ in first })
        var arrows: [(line: Int, text: String)] = []
        for event in events {
            let source: String
            if let caller = callers[event.sequence].flatMap({ bySequence[$0] }) {
                source = lanes.object(caller.receiver)
            } else {
                source = event.isCall && !event.isSuper ? lanes.app() : lanes.uikit()
            }
            let target = lanes.object(event.receiver)
            let arrow = event.isSuper || event.api.hasPrefix("warning:") ? "-->>" : "->>"
            arrows.append((event.line, "\(source)\(arrow)\(target): \(MermaidText.escape(message(for: event)))"))
        }
        let notes = violations.enumerated()
            .sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map {
                (
                    line: $0.element.line,
                    text: "Note over \(lanes.object($0.element.object)): "
                        + MermaidText.escape("[\($0.element.rule)] \($0.element.message)")
                )
            }
        var lines = ["sequenceDiagram"]
        if let title, !title.isEmpty { lines.append("    title " + MermaidText.escape(title)) }
        lines += lanes.declarations.map { "    " + $0 }
        var pending = notes[...]
        for arrow in arrows {
            while let note = pending.first, note.line < arrow.line {
                lines.append("    " + note.text)
                pending = pending.dropFirst()
            }
            lines.append("    " + arrow.text)
        }
        lines += pending.map { "    " + $0.text }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What an arrow says: the selector, prefixed `super.` for a super call, with the argument the line shows.
    static func message(for event: StoredEvent) -> String {
        if event.api.hasPrefix("warning:") { return "console: " + event.api.dropFirst("warning:".count) }
        let selector = event.api.firstIndex(of: ".").map { String(event.api[event.api.index(after: $0)...]) } ?? event.api
        return (event.isSuper ? "super." : "") + selector + (event.arguments.map { " " + $0 } ?? "")
    }

    /// For each event, the sequence of the event it was made inside: the stored parent, else the last
    /// earlier event one indentation level up (traces stored before parents were recorded).
    static func callerSequences(_ events: [StoredEvent]) -> [Int: Int] {
        var callers: [Int: Int] = [:]
        var open: [Int: Int] = [:]
        for event in events {
            if let parent = event.parent {
                callers[event.sequence] = parent
            } else if event.depth > 0, let enclosing = open[event.depth - 1] {
                callers[event.sequence] = enclosing
            }
            open[event.depth] = event.sequence
            open = open.filter { $0.key <= event.depth }
        }
        return callers
    }
}
