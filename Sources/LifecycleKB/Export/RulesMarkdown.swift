import LifecycleCheck
import LifecycleModel

/// The rule catalog as GitHub-flavoured Markdown: a heading and a table per group, in one language.
public enum RulesMarkdown {
    /// The group of a rule: the part of its identifier before the first dot (`containment`).
    public static func group(of id: String) -> String {
        String(id.prefix { $0 != "." })
    }

    /// The rules split by group, groups and rules in identifier order.
    public static func groups(_ rules: [RuleRecord]) -> [(name: String, rules: [RuleRecord])] {
        let grouped = Dictionary(grouping: rules) { group(of: $0.id) }
        return grouped.keys.sorted().map { name in (name, grouped[name]!.sorted { $0.id < $1.id }) }
    }

    /// The whole export: a title, then one section per group.
    public static func render(_ rules: [RuleRecord], language: Language = .en) -> String {
        var out = "# \(ExportLabels.rules.text(language))\n"
        for group in groups(rules) {
            out += "\n## \(Markdown.inline(group.name))\n\n" + table(group.rules, language: language)
        }
        return out
    }

    /// One table row per rule: identifier, severity, summary, fix and sources.
    public static func table(_ rules: [RuleRecord], language: Language = .en) -> String {
        MarkdownTable.render(
            header: ExportLabels.header(ExportLabels.ruleHeader, language),
            rows: rules.map { rule in
                [
                    rule.id, rule.severity.rawValue, rule.summary.text(language), rule.fix.text(language),
                    rule.sources.joined(separator: ", "),
                ]
            })
    }
}
