import Foundation
import GRDB
import LifecycleCheck
import LifecycleModel
import Testing

@testable import LifecycleKB

/// The engine a cold `check` reads straight from a current store is the one the ordinary opening
/// gives (its reference), follows the user's rules and settings, and steps aside whenever the store
/// is not current.
@Suite struct CurrentRuleEngineTests {
    static func expectSame(_ fast: RuleEngine, _ rows: RuleEngine) {
        #expect(fast.rules == rows.rules)
        #expect(fast.vocabulary.catalog.records == rows.vocabulary.catalog.records)
        #expect(fast.vocabulary.warnings == rows.vocabulary.warnings)
    }

    @Test func aCurrentStoreGivesTheEngineItsRowsGive() throws {
        let path = try TemporaryStore.created()
        let store = try KnowledgeStore(path: path)
        let fast = try #require(try KnowledgeStore.currentRuleEngine(atPath: path))
        let rows = try store.ruleEngine()
        #expect(!rows.rules.isEmpty && !rows.vocabulary.warnings.isEmpty)
        Self.expectSame(fast, rows)
    }

    @Test func aTeamRuleAndADisabledRuleReachTheEngine() throws {
        let path = try TemporaryStore.created()
        let store = try KnowledgeStore(path: path)
        _ = try store.importTeamRules(path: "team.yaml", text: KnowledgeSnapshotTests.teamRule)
        let disabled = try #require(try store.ruleEngine().rules.first { $0.id != "team.no-double-load" }).id
        #expect(try store.setRule(disabled, enabled: false))
        let fast = try #require(try KnowledgeStore.currentRuleEngine(atPath: path))
        #expect(fast.rules.contains { $0.id == "team.no-double-load" })
        #expect(!fast.rules.contains { $0.id == disabled })
        Self.expectSame(fast, try store.ruleEngine())
    }

    @Test func olderKnowledgeOrNoSnapshotIsLeftToTheOrdinaryOpening() throws {
        let path = try TemporaryStore.created()
        let store = try KnowledgeStore(path: path)
        try store.writer.write { db in try db.execute(sql: "UPDATE meta SET value = 'older' WHERE key = 'knowledge_version'") }
        #expect(try KnowledgeStore.currentRuleEngine(atPath: path) == nil)
        _ = try KnowledgeStore(path: path)
        #expect(try KnowledgeStore.currentRuleEngine(atPath: path) != nil)

        try store.writer.write { db in try db.execute(sql: "DELETE FROM \(KnowledgeSnapshotRow.table)") }
        #expect(try KnowledgeStore.currentRuleEngine(atPath: path) == nil)
        _ = try KnowledgeStore(path: path)
        #expect(try KnowledgeStore.currentRuleEngine(atPath: path) != nil)
        #expect(try KnowledgeStore.currentRuleEngine(atPath: path + ".missing") == nil)
        #expect(!FileManager.default.fileExists(atPath: path + ".missing"))
    }
}
