import LifecycleModel

/// The lifecycle model as Mermaid `stateDiagram-v2` diagrams, one per machine, for a README or a PR.
public enum StateMachineMermaid {
    /// One diagram per machine: states with their names, `[*]` into the initial state, one labelled
    /// arrow per edge (the call, and `nil`/`non-nil` when the edge depends on the argument).
    public static func render(_ machines: [StateMachineRecord]) -> String {
        machines.map(diagram).joined(separator: "\n")
    }

    static func diagram(_ machine: StateMachineRecord) -> String {
        var lines = ["---", "title: \(MermaidText.escape(machine.title.en))", "---", "stateDiagram-v2"]
        for state in machine.states {
            lines.append("    state \"\(MermaidText.escape(state.id))\" as \(identifier(state.id))")
        }
        lines.append("    [*] --> \(identifier(machine.initial))")
        for edge in machine.transitions {
            let label = edge.argument.map { "\(edge.on) \($0)" } ?? edge.on
            let cancel = edge.note == nil ? "" : " (cancel)"
            lines.append("    \(identifier(edge.from)) --> \(identifier(edge.to)) : \(MermaidText.escape(label + cancel))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Mermaid state identifier: letters, digits and underscores only.
    static func identifier(_ id: String) -> String {
        String(id.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
}
