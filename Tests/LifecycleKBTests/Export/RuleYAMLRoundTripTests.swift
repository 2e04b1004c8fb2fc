import LifecycleCheck
import LifecycleModel
import Testing

@testable import LifecycleKB

/// `export rules --format yaml` is the format `rules import` reads: it decodes back to the same records.
@Suite struct RuleYAMLRoundTripTests {
    @Test func exportedYAMLDecodesToTheSameRules() throws {
        let store = try ExportFixture.store()
        let knowledge = try store.knowledge()
        let rules = try store.rules().map(\.rule)
        let yaml = try RuleDocuments.yaml(rules)
        let decoded = try TeamRuleLoader.load(
            path: "rules.yaml", text: yaml,
            vocabulary: try TraceVocabulary(catalog: knowledge.catalog, warnings: try store.consoleWarnings()),
            sources: Set(knowledge.sources.map(\.id)))
        #expect(decoded.count == rules.count)
        #expect(decoded == rules)
    }

    @Test func oneDocumentPerRule() throws {
        let rules = try ExportFixture.store().rules().map(\.rule)
        let yaml = try RuleDocuments.yaml(rules)
        #expect(yaml.split(separator: "\n").filter { $0 == "---" }.count == rules.count)
    }
}
