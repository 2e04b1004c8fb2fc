import ArgumentParser
import LifecycleCLISupport
import LifecycleKB

/// `export rules [--group G] --format markdown|json|yaml [--lang en|zh]`: a table per group, or the records.
struct ExportRulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "Export the rules: a GFM table per group, or the records as JSON or as YAML that `rules import` reads back."
    )

    @OptionGroup var options: ExportOptions

    @Option(help: "Output format: markdown, json or yaml (one document per rule, the format rules import reads).")
    var format: RuleExportFormat = .markdown

    @Option(help: "Only rules of this group (the part of the id before the dot).")
    var group: String?

    @Option(help: "Write to this file instead of standard output.", completion: .file())
    var out: String?

    func run() throws {
        var rules = try options.openStore().rules().map(\.rule)
        if let group {
            let groups = Set(rules.map { RulesMarkdown.group(of: $0.id) })
            guard groups.contains(group) else { throw UnknownName.fail("rule group", group, among: Array(groups)) }
            rules = rules.filter { RulesMarkdown.group(of: $0.id) == group }
        }
        let text: String
        switch format {
        case .json: text = try RuleDocuments.json(rules)
        case .yaml: text = try RuleDocuments.yaml(rules)
        case .markdown: text = RulesMarkdown.render(rules, language: options.lang)
        }
        try ExportOutput.write(text, to: out, replacing: options.force)
    }
}
