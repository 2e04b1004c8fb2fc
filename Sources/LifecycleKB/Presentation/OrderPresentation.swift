import LifecycleModel

/// An order as numbered steps, with the neighbours that are not guaranteed marked.
public enum OrderPresentation {
    public static func text(_ order: OrderRecord, catalog: APICatalog, language: Language = .en) -> String {
        var lines = ["\(order.id) — \(order.title.text(language))", "  \(order.summary.text(language))", ""]
        for (index, step) in order.steps.enumerated() {
            let record = catalog.resolve(step.api)
            let name = record.map { "\($0.className) \($0.selector)" } ?? step.api
            let receiver = step.receiver.map { " on \($0.rawValue)" } ?? ""
            lines.append("  \(index + 1). \(name)\(receiver)" + (step.note.map { "  — \($0.text(language))" } ?? ""))
            if !step.nextGuaranteed, index + 1 < order.steps.count {
                lines.append("     ~ the next step may come before this one")
            }
        }
        lines.append("")
        lines.append("  sources: " + order.sources.joined(separator: ", "))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The order as a Markdown section whose heading is at `level`: 1 when it is the whole page.
    public static func markdown(_ order: OrderRecord, catalog: APICatalog, language: Language = .en, level: Int = 1) -> String {
        var out = Markdown.heading(level, "\(Markdown.inline(order.title.text(language))) (\(Markdown.code(order.id)))") + "\n"
        out += Markdown.inline(order.summary.text(language)) + "\n\n"
        let rows = order.steps.enumerated().map { index, step in
            let record = catalog.resolve(step.api)
            let guaranteed = index + 1 == order.steps.count ? "" : (step.nextGuaranteed ? "yes" : "no")
            return [
                "\(index + 1)", record?.selector ?? step.api, record?.swift ?? "—", record?.className ?? "—",
                step.receiver?.rawValue ?? "", guaranteed, step.note?.text(language) ?? "",
            ]
        }
        out += MarkdownTable.render(header: ["#", "selector", "Swift", "class", "receiver", "next guaranteed", "note"], rows: rows)
        out += "\nSources: " + order.sources.map(Markdown.code).joined(separator: ", ") + "\n"
        return out
    }
}
