import Foundation
import GRDB
import LifecycleModel
import Testing

@testable import LifecycleKB

/// The store keeps user rows through refreshes and upgrades, and `query` never writes.
@Suite struct StoreTests {
    @Test func firstOpenLoadsTheBuiltInKnowledge() throws {
        let status = try KnowledgeStore().status()
        #expect(status.knowledgeVersion == KnowledgeLoader.builtInVersion)
        #expect(status.counts.apis > 0)
        #expect(status.counts.traces == 0)
    }

    @Test func refreshingBuiltInKnowledgeKeepsUserRows() throws {
        let path = try TemporaryStore.created()
        let store = try KnowledgeStore(path: path)
        try store.writer.write { db in
            try UserRows.insert(into: db)
            try db.execute(sql: "UPDATE meta SET value = 'older' WHERE key = 'knowledge_version'")
        }
        let reopened = try KnowledgeStore(path: path)
        #expect(try reopened.status().knowledgeVersion == KnowledgeLoader.builtInVersion)
        try reopened.writer.read { db in try UserRows.expectIntact(in: db) }
        try reopened.verifyIntegrity()
    }

    /// `Fixtures/stores/NNNN_name.store` is a store written by the binary whose newest migration was
    /// NNNN, with `UserRows` added; one is committed with every migration that lands.
    @Test func storesWrittenByEveryEarlierSchemaUpgradeWithUserRowsIntact() throws {
        let folder = PackagePaths.fixtures.appending(path: "stores")
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: folder.path()).filter { $0.hasSuffix(".store") }.sorted()
        #expect(!fixtures.isEmpty)
        for fixture in fixtures {
            let path = try TemporaryStore.path()
            try FileManager.default.copyItem(at: folder.appending(path: fixture), to: URL(fileURLWithPath: path))
            let store = try KnowledgeStore(path: path)
            #expect(try store.appliedMigrations() == SchemaMigrations.all.map(\.name), "\(fixture)")
            try store.writer.read { db in try UserRows.expectIntact(in: db) }
            try store.verifyIntegrity()
        }
    }

    @Test(arguments: [
        "DELETE FROM api",
        "UPDATE rule SET severity = 'warning'",
        "INSERT INTO meta (key, value) VALUES ('x', 'y')",
        "DROP TABLE api",
        "ATTACH DATABASE '/tmp/lifecycle-kb-attack.sqlite' AS attack",
        "PRAGMA user_version = 99",
        "SELECT 1; DELETE FROM api",
        "SELECT load_extension('/tmp/nothing')",
        "CREATE TABLE attack (x)",
    ])
    func queryRefusesEveryWrite(sql: String) throws {
        let path = try TemporaryStore.created()
        let store = try KnowledgeStore(path: path)
        let before = try store.status()
        #expect(throws: StoreError.self) { try store.query(sql) }
        #expect(try store.status() == before)
        #expect(try store.query("SELECT count(*) FROM api").rows == [[.integer(Int64(before.counts.apis))]])
    }
}

/// The user rows every upgrade and refresh must keep: one imported trace and one team rule.
enum UserRows {
    static func insert(into db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO trace (id, name, content_hash, event_count, skipped_lines, verdict, origin)
                VALUES (1000, 'my trace', 'user-hash-1', 2, 0, 'clean', 'user');
                INSERT INTO trace_object (trace_id, object, name, class) VALUES (1000, 0, 'MyViewController', 'MyViewController');
                INSERT INTO trace_event (trace_id, sequence, line, col, depth, receiver, class, api_id)
                VALUES (1000, 1, 1, 1, 0, 0, 'MyViewController', 'UIViewController.viewDidLoad'),
                       (1000, 2, 2, 1, 0, 0, 'MyViewController', 'UIViewController.viewWillAppear:');
                INSERT INTO trace_tag (trace_id, tag) VALUES (1000, 'team');
                INSERT INTO rule (id, rule_group, severity, summary_en, summary_zh, rationale_en, rationale_zh, fix_en, fix_zh, definition, origin)
                VALUES ('team.no-double-load', 'team', 'warning', 's', 's', 'r', 'r', 'f', 'f', '{}', 'user');
                INSERT INTO rule_setting (rule_id, enabled) VALUES ('team.no-double-load', 0);
                """)
    }

    static func expectIntact(in db: Database) throws {
        #expect(try String.fetchOne(db, sql: "SELECT name FROM trace WHERE id = 1000") == "my trace")
        #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM trace_event WHERE trace_id = 1000") == 2)
        #expect(try String.fetchOne(db, sql: "SELECT name FROM trace_object WHERE trace_id = 1000 AND object = 0") == "MyViewController")
        #expect(try String.fetchOne(db, sql: "SELECT tag FROM trace_tag WHERE trace_id = 1000") == "team")
        #expect(try String.fetchOne(db, sql: "SELECT origin FROM rule WHERE id = 'team.no-double-load'") == "user")
        #expect(try Int.fetchOne(db, sql: "SELECT enabled FROM rule_setting WHERE rule_id = 'team.no-double-load'") == 0)
    }
}
