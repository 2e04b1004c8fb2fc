import LifecycleModel

/// A recorded scenario as a Markdown page: what happened, its verdict, the trace drawn as a Mermaid
/// sequence diagram with the violations as notes, the violations as a table, and the trace as recorded.
public enum ScenarioMarkdown {
    /// The page for one scenario and its stored trace; `sources` (the declared sources) let the page
    /// link each cited source by title and URL instead of naming its id.
    public static func render(
        _ scenario: ScenarioRecord, trace: StoredTrace, sources: [SourceRecord] = [], language: Language = .en
    ) -> String {
        let title = scenario.title.text(language)
        var out = "# \(Markdown.inline(title)) (\(Markdown.code(scenario.id)))\n\n"
        out += Markdown.inline(scenario.description.text(language)) + "\n\n"
        var facts = ["\(ExportLabels.verdict.text(language)): **\(scenario.verdict.rawValue)**"]
        if !scenario.expect.isEmpty {
            facts.append("\(ExportLabels.expected.text(language)): " + scenario.expect.map(Markdown.code).joined(separator: ", "))
        }
        if let situation = scenario.situation { facts.append("\(ExportLabels.situation.text(language)): \(Markdown.code(situation))") }
        facts.append("\(ExportLabels.form.text(language)): \(scenario.form.rawValue)")
        if let ios = scenario.ios { facts.append("iOS \(Markdown.inline(ios))") }
        out += facts.joined(separator: " · ") + "\n\n"
        out +=
            "\(ExportLabels.sources.text(language)): " + scenario.sources.map { cite($0, among: sources) }.joined(separator: ", ") + "\n\n"
        out += Markdown.fenced(MermaidDiagram.render(events: trace.events, violations: trace.violations, title: title), language: "mermaid")
        if !trace.violations.isEmpty {
            out += "\n## \(ExportLabels.violations.text(language))\n\n"
            out += MarkdownTable.render(
                header: ExportLabels.header(ExportLabels.violationHeader, language),
                rows: trace.violations.map { ["\($0.line):\($0.column)", $0.severity, $0.rule, $0.object, $0.message] })
        }
        out += "\n## \(ExportLabels.trace.text(language))\n\n" + Markdown.fenced(scenario.trace)
        return out
    }

    /// A source by its title with its URL as an autolink (the book's own links stay relative), else its id.
    private static func cite(_ id: String, among sources: [SourceRecord]) -> String {
        guard let source = sources.first(where: { $0.id == id }) else { return Markdown.code(id) }
        let url = source.url.map { " <\($0.replacingOccurrences(of: ">", with: "%3E").replacingOccurrences(of: " ", with: "%20"))>" }
        return "\(Markdown.inline(source.title)) (\(Markdown.code(id)))" + (url ?? "")
    }
}
