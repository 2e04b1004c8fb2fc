import LifecycleModel

/// The lifecycle model as Markdown: per machine its summary, its states and a table of its edges
/// with their sources.
public enum StateMachineMarkdown {
    /// A section per machine; all text is escaped by `Markdown`.
    public static func render(_ machines: [StateMachineRecord], language: Language = .en) -> String {
        var out = "# \(language == .zh ? "生命周期模型" : "Lifecycle model")\n"
        for machine in machines {
            out += "\n## \(Markdown.inline(machine.title.text(language))) (\(Markdown.code(machine.id)))\n\n"
            out += Markdown.inline(machine.summary.text(language)) + "\n\n"
            out += MarkdownTable.render(
                header: language == .zh ? ["状态", "说明"] : ["state", "meaning"],
                rows: machine.states.map { [($0.id == machine.initial ? "→ " : "") + $0.id, $0.summary.text(language)] })
            out += "\n"
            out += MarkdownTable.render(
                header: language == .zh ? ["从", "调用", "到", "说明", "来源"] : ["from", "call", "to", "note", "sources"],
                rows: machine.transitions.map { edge in
                    [
                        edge.from, edge.on + (edge.argument.map { " (\($0))" } ?? ""), edge.to, edge.note?.text(language) ?? "",
                        edge.sources.joined(separator: ", "),
                    ]
                })
        }
        return out
    }
}
