import LifecycleModel

/// A recorded scenario as a Markdown page: what happened, its verdict, the trace drawn as a Mermaid
/// sequence diagram with the violations as notes, the violations as a table, and the trace as recorded.
public enum ScenarioMarkdown {
    /// The page for one scenario and its stored trace.
    public static func render(_ scenario: ScenarioRecord, trace: StoredTrace, language: Language = .en) -> String {
        let title = scenario.title.text(language)
        var out = "# \(Markdown.inline(title)) (\(Markdown.code(scenario.id)))\n\n"
        out += Markdown.inline(scenario.description.text(language)) + "\n\n"
        var facts = ["\(ExportLabels.verdict.text(language)): **\(scenario.verdict.rawValue)**"]
        if !scenario.expect.isEmpty {
            facts.append("\(ExportLabels.expected.text(language)): " + scenario.expect.map(Markdown.code).joined(separator: ", "))
        }
        if let ios = scenario.ios { facts.append("iOS \(Markdown.inline(ios))") }
        facts.append("\(ExportLabels.sources.text(language)): " + scenario.sources.map(Markdown.code).joined(separator: ", "))
        out += facts.joined(separator: " · ") + "\n\n"
        out += "```mermaid\n" + MermaidDiagram.render(events: trace.events, violations: trace.violations, title: title) + "```\n"
        if !trace.violations.isEmpty {
            out += "\n## \(ExportLabels.violations.text(language))\n\n"
            out += MarkdownTable.render(
                header: ExportLabels.header(ExportLabels.violationHeader, language),
                rows: trace.violations.map { ["\($0.line):\($0.column)", $0.severity, $0.rule, $0.object, $0.message] })
        }
        out += "\n## \(ExportLabels.trace.text(language))\n\n```\n"
        out += scenario.trace.replacingOccurrences(of: "```", with: "'''")
        out += scenario.trace.hasSuffix("\n") ? "```\n" : "\n```\n"
        return out
    }
}
