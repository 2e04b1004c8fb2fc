import LifecycleCheck
import LifecycleModel

/// The whole knowledge base as a browsable Markdown book: `index.md` linking to one page per rule
/// group, call order, API class and scenario, each page linking back to the index.
public enum MarkdownBook {
    /// Every page of the book, the index first; scenarios without a stored trace get no page.
    public static func pages(
        rules: [StoredRule], knowledge: Knowledge, scenarioTraces: [String: StoredTrace], language: Language = .en
    ) -> [BookPage] {
        let back = "[← \(ExportLabels.index.text(language))](../index.md)\n\n"
        var index = "# lifecycle-kb\n\n\(ExportLabels.book.text(language))\n"
        var pages: [BookPage] = []

        index += section(ExportLabels.rules, language)
        for group in RulesMarkdown.groups(rules.map(\.rule)) {
            let path = "rules/" + BookPage.fileName(group.name)
            let details = rules.filter { RulesMarkdown.group(of: $0.rule.id) == group.name }.map {
                RulePresentation.markdown($0, language: language, level: 2)
            }
            let body =
                "# \(ExportLabels.rules.text(language)): \(Markdown.inline(group.name))\n\n"
                + RulesMarkdown.table(group.rules, language: language) + "\n" + details.joined(separator: "\n")
            pages.append(BookPage(path: path, markdown: back + body))
            index += "- [\(Markdown.inline(group.name))](\(path)) (\(group.rules.count))\n"
        }

        index += section(ExportLabels.orders, language)
        for order in knowledge.orders {
            let path = "orders/" + BookPage.fileName(order.id)
            pages.append(
                BookPage(path: path, markdown: back + OrderPresentation.markdown(order, catalog: knowledge.catalog, language: language)))
            index += "- [\(Markdown.inline(order.title.text(language)))](\(path)) \(Markdown.code(order.id))\n"
        }

        index += section(ExportLabels.apis, language)
        for group in APIsMarkdown.classes(knowledge.catalog.records) {
            let path = "apis/" + BookPage.fileName(group.name)
            let body = "# \(Markdown.inline(group.name))\n\n" + APIsMarkdown.table(group.records, language: language)
            pages.append(BookPage(path: path, markdown: back + body))
            index += "- [\(Markdown.inline(group.name))](\(path)) (\(group.records.count))\n"
        }

        index += section(ExportLabels.scenarios, language)
        let shown = knowledge.scenarios.filter { scenarioTraces[$0.id] != nil }
        for (situation, group) in Dictionary(grouping: shown, by: { $0.situation ?? "—" }).sorted(by: { $0.key < $1.key }) {
            index += "\n### \(Markdown.code(situation))\n\n"
            for scenario in group.sorted(by: { $0.id < $1.id }) {
                guard let trace = scenarioTraces[scenario.id] else { continue }
                let path = "scenarios/" + BookPage.fileName(scenario.id)
                let page = ScenarioMarkdown.render(scenario, trace: trace, sources: knowledge.sources, language: language)
                pages.append(BookPage(path: path, markdown: back + page))
                index +=
                    "- [\(Markdown.inline(scenario.title.text(language)))](\(path)) \(Markdown.code(scenario.id)), "
                    + "\(scenario.form.rawValue), \(scenario.verdict.rawValue)\n"
            }
        }
        return [BookPage(path: "index.md", markdown: index)] + pages
    }

    private static func section(_ title: Bilingual, _ language: Language) -> String {
        "\n## \(title.text(language))\n\n"
    }
}
