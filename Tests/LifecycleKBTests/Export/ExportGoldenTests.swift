import LifecycleModel
import Testing

@testable import LifecycleKB

/// Every export of the built-in knowledge is pinned by a golden file.
@Suite struct ExportGoldenTests {
    var store: KnowledgeStore { get throws { try ExportFixture.store() } }

    @Test(arguments: Language.allCases)
    func rulesMarkdown(language: Language) throws {
        let rules = try store.rules().map(\.rule)
        try GoldenFile.expect(RulesMarkdown.render(rules, language: language), matches: "rules.\(language.rawValue).md")
    }

    @Test func rulesJSON() throws {
        try GoldenFile.expect(try RuleDocuments.json(try store.rules().map(\.rule)), matches: "rules.json")
    }

    @Test func rulesYAML() throws {
        try GoldenFile.expect(try RuleDocuments.yaml(try store.rules().map(\.rule)), matches: "rules.yaml")
    }

    @Test func orders() throws {
        let knowledge = try store.knowledge()
        try GoldenFile.expect(OrdersMarkdown.render(knowledge.orders, catalog: knowledge.catalog), matches: "orders.md")
    }

    @Test func apis() throws {
        try GoldenFile.expect(APIsMarkdown.render(try store.knowledge().catalog.records), matches: "apis.md")
    }

    @Test func scenarioMarkdownAndMermaid() throws {
        let scenario = try #require(try store.knowledge().scenarios.first { $0.id == ExportFixture.scenarioID })
        let trace = try #require(try store.scenarioTrace(id: scenario.id))
        try GoldenFile.expect(ScenarioMarkdown.render(scenario, trace: trace), matches: "scenario.\(scenario.id).md")
        try GoldenFile.expect(
            MermaidDiagram.render(events: trace.events, violations: trace.violations, title: scenario.title.en),
            matches: "scenario.\(scenario.id).mmd")
    }

    @Test func bookIndex() throws {
        let pages = try BookFixture.pages()
        #expect(pages.first?.path == "index.md")
        try GoldenFile.expect(try #require(pages.first).markdown, matches: "all.index.md")
    }

    @Test func unknownScenarioHasNoTrace() throws {
        #expect(try store.scenarioTrace(id: "seed999.nothing") == nil)
    }
}

/// The book of the built-in knowledge, as `export all` builds it.
enum BookFixture {
    static func pages(language: Language = .en) throws -> [BookPage] {
        let store = try ExportFixture.store()
        let knowledge = try store.knowledge()
        var traces: [String: StoredTrace] = [:]
        for scenario in knowledge.scenarios { traces[scenario.id] = try store.scenarioTrace(id: scenario.id) }
        return MarkdownBook.pages(rules: try store.rules(), knowledge: knowledge, scenarioTraces: traces, language: language)
    }
}
