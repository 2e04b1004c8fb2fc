import Foundation
import LifecycleModel
import Testing
import Yams

@testable import LifecycleKB

/// The audit of the knowledge: every seed fact F01–F42 is held by records that exist and cite that
/// seed, and every record speaks both languages.
@Suite struct KnowledgeCoverageTests {
    static let bundle = Result { try KnowledgeLoader.builtIn() }

    /// The committed F-number table, `Fixtures/seed-coverage.yaml`.
    struct Coverage: Decodable {
        struct Entry: Decodable {
            var seed: String
            var records: [String]
        }
        var coverage: [String: Entry]
    }

    @Test func theBuiltInKnowledgeValidates() throws {
        #expect(throws: Never.self) { try Self.bundle.get() }
    }

    @Test func everySeedFactIsStoredAndCitesItsSeed() throws {
        let bundle = try Self.bundle.get()
        let text = try String(contentsOf: PackagePaths.fixtures.appending(path: "seed-coverage.yaml"), encoding: .utf8)
        let table = try YAMLDecoder().decode(Coverage.self, from: text).coverage
        let expected = (1...42).map { String(format: "F%02d", $0) }
        #expect(table.keys.sorted() == expected)
        let knowledge = bundle.knowledge
        var sourcesByRecord: [String: [String]] = [:]
        for fact in knowledge.facts { sourcesByRecord["fact:" + fact.id] = fact.sources }
        for order in knowledge.orders { sourcesByRecord["order:" + order.id] = order.sources }
        for scenario in knowledge.scenarios { sourcesByRecord["scenario:" + scenario.id] = scenario.sources }
        for api in knowledge.catalog.records { sourcesByRecord["api:" + api.id] = api.sources }
        for rule in bundle.rules { sourcesByRecord["rule:" + rule.id] = rule.sources }
        for (number, entry) in table {
            #expect(!entry.records.isEmpty, "\(number) has no records")
            for record in entry.records {
                let sources = try #require(sourcesByRecord[record], "\(number): \(record) does not exist")
                if !record.hasPrefix("rule:") && !record.hasPrefix("api:") {
                    #expect(sources.contains(entry.seed), "\(number): \(record) does not cite \(entry.seed)")
                }
            }
            #expect(
                entry.records.contains { sourcesByRecord[$0]?.contains(entry.seed) ?? false }, "\(number): no record cites \(entry.seed)")
        }
    }

    @Test func everyFactOrderRuleAndScenarioIsBilingual() throws {
        let bundle = try Self.bundle.get()
        let texts: [(String, Bilingual)] =
            bundle.knowledge.facts.flatMap { [($0.id, $0.summary), ($0.id, $0.answer)] }
            + bundle.knowledge.orders.flatMap { [($0.id, $0.title), ($0.id, $0.summary)] }
            + bundle.rules.flatMap { [($0.id, $0.summary), ($0.id, $0.rationale), ($0.id, $0.fix)] }
            + bundle.knowledge.scenarios.map { ($0.id, $0.title) }
            + bundle.knowledge.catalog.records.map { ($0.id, $0.summary) }
        for (id, text) in texts {
            #expect(!text.en.trimmingWhitespace().isEmpty, "\(id) has no English")
            #expect(text.zh.unicodeScalars.contains { $0.value >= 0x4E00 && $0.value <= 0x9FFF }, "\(id) has no Chinese")
        }
    }

    @Test func theRequiredRuleIdentifiersExist() throws {
        let ids = Set(try Self.bundle.get().rules.map(\.id))
        let required: Set = [
            "containment.add-order", "containment.remove-order", "containment.redundant-will-move",
            "containment.redundant-did-move", "containment.missing-did-move", "appearance.duplicate",
            "appearance.unpaired", "appearance.unbalanced-transition", "appearance.before-load",
            "loading.view-reloaded", "loading.recursive-load-view", "super.mismatched", "layout.unpaired",
            "view.unpaired-move",
        ]
        #expect(required.isSubset(of: ids), "missing: \(required.subtracting(ids).sorted())")
    }
}
