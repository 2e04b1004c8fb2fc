import LifecycleModel

/// The API catalog as one table per class: selector, Swift name, class, versions and the super rule.
public enum APIsMarkdown {
    /// The records split by class, classes and selectors in alphabetical order.
    public static func classes(_ records: [APIRecord]) -> [(name: String, records: [APIRecord])] {
        let grouped = Dictionary(grouping: records, by: \.className)
        return grouped.keys.sorted().map { name in (name, grouped[name]!.sorted { $0.selector < $1.selector }) }
    }

    /// The whole export: a title, then one section per class.
    public static func render(_ records: [APIRecord], language: Language = .en) -> String {
        var out = "# \(ExportLabels.apis.text(language))\n"
        for group in classes(records) {
            out += "\n## \(Markdown.inline(group.name))\n\n" + table(group.records, language: language)
        }
        return out
    }

    /// One row per API; a dash stands for a missing Swift name or version.
    public static func table(_ records: [APIRecord], language: Language = .en) -> String {
        MarkdownTable.render(
            header: ExportLabels.header(ExportLabels.apiHeader, language),
            rows: records.map { api in
                [
                    api.selector, api.swift ?? "—", api.className, api.introduced ?? "—", api.deprecated ?? "—",
                    api.requiresSuper.rawValue, api.summary.text(language),
                ]
            })
    }
}
