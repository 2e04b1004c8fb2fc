import Foundation
import GRDB
import LifecycleAsk
import LifecycleModel
import Testing

@testable import LifecycleKB

/// The snapshot path a cold `ask` takes gives exactly the knowledge the rows give (the ordinary
/// path, its reference), and steps aside whenever the store is not current.
@Suite struct KnowledgeSnapshotTests {
    /// A team rule citing a URL, which becomes a source of its own.
    static let teamRule = """
        id: team.no-double-load
        severity: warning
        summary: {en: "viewDidLoad ran twice", zh: "viewDidLoad 执行了两次"}
        rationale: {en: "Our screens load once.", zh: "我们的页面只加载一次。"}
        fix: {en: "Do not call viewDidLoad yourself.", zh: "不要自己调用 viewDidLoad。"}
        sources: ["https://example.com/team-handbook"]
        checks:
          - kind: no-repeat
            event: viewDidLoad
        examples:
          conforming: ["viewDidLoad\\n"]
          violating: ["viewDidLoad\\n↓viewDidLoad\\n"]
        """

    /// Field by field. The catalog's spelling tables are compared too: the snapshot keeps them, and
    /// the rows' catalog builds them from its records by parsing every spelling (the plain twin).
    static func expectSame(_ fast: Knowledge, _ rows: Knowledge) {
        #expect(fast.sources == rows.sources)
        #expect(fast.catalog.records == rows.catalog.records)
        #expect(fast.catalog == rows.catalog)
        #expect(fast.events == rows.events)
        #expect(fast.contexts == rows.contexts)
        #expect(fast.facts == rows.facts)
        #expect(fast.orders == rows.orders)
        #expect(fast.scenarios == rows.scenarios)
        #expect(fast.causes == rows.causes)
        #expect(fast.warnings == rows.warnings)
    }

    @Test func aCurrentStoreGivesTheKnowledgeItsRowsHold() throws {
        let path = try TemporaryStore.created()
        let store = try KnowledgeStore(path: path)
        let fast = try #require(KnowledgeSnapshotReader.knowledge(atPath: path))
        let rows = try store.knowledge()
        #expect(!rows.facts.isEmpty && !rows.catalog.records.isEmpty)
        Self.expectSame(fast, rows)
        // What `ask` reads: the same knowledge, and the tokenizer's tables its catalog builds (the plain twin).
        let asking = try #require(KnowledgeSnapshotReader.knowledgeForAsking(atPath: path))
        Self.expectSame(asking.knowledge, rows)
        #expect(asking.tables == TokenizerTables(catalog: rows.catalog))
    }

    @Test func aTeamRuleCitingAURLReachesTheSnapshot() throws {
        let path = try TemporaryStore.created()
        let store = try KnowledgeStore(path: path)
        _ = try store.importTeamRules(path: "team.yaml", text: Self.teamRule)
        let fast = try #require(KnowledgeSnapshotReader.knowledge(atPath: path))
        #expect(fast.sources.contains { $0.id == "https://example.com/team-handbook" })
        Self.expectSame(fast, try store.knowledge())
    }

    @Test func olderKnowledgeOrNoSnapshotIsLeftToTheOrdinaryOpening() throws {
        let path = try TemporaryStore.created()
        let store = try KnowledgeStore(path: path)
        try store.writer.write { db in try db.execute(sql: "UPDATE meta SET value = 'older' WHERE key = 'knowledge_version'") }
        #expect(KnowledgeSnapshotReader.knowledge(atPath: path) == nil)
        _ = try KnowledgeStore(path: path)
        #expect(KnowledgeSnapshotReader.knowledge(atPath: path) != nil)

        try store.writer.write { db in try db.execute(sql: "DELETE FROM \(KnowledgeSnapshotRow.table)") }
        #expect(KnowledgeSnapshotReader.knowledge(atPath: path) == nil)
        _ = try KnowledgeStore(path: path)
        #expect(KnowledgeSnapshotReader.knowledge(atPath: path) != nil)
        #expect(KnowledgeSnapshotReader.knowledge(atPath: path + ".missing") == nil)
    }

    /// A snapshot an older build wrote (another format name or other tokenizer tables, the same
    /// knowledge) is rewritten by the next ordinary opening, or every cold process would read the rows
    /// (or build the tables) from then on.
    @Test(arguments: ["lifecycle-kb knowledge snapshot 2", "lifecycle-kb knowledge snapshot 4 + question tokenizer tables 0"])
    func aSnapshotOfAnotherFormatIsRewrittenOnOpening(header: String) throws {
        let path = try TemporaryStore.created()
        let store = try KnowledgeStore(path: path)
        var older = SnapshotWriter()
        older.string("an older layout")
        try store.writer.write { db in
            try db.execute(
                sql: "UPDATE \(KnowledgeSnapshotRow.table) SET value = ?", arguments: [Data(older.image(header: header))])
        }
        #expect(KnowledgeSnapshotReader.knowledge(atPath: path) == nil)
        #expect(KnowledgeSnapshotReader.knowledgeForAsking(atPath: path) == nil)
        _ = try KnowledgeStore(path: path)
        let fast = try #require(KnowledgeSnapshotReader.knowledge(atPath: path))
        Self.expectSame(fast, try store.knowledge())
        #expect(KnowledgeSnapshotReader.knowledgeForAsking(atPath: path) != nil)
    }

    @Test func aDamagedSnapshotIsRefusedNotMisread() throws {
        let path = try TemporaryStore.created()
        let store = try KnowledgeStore(path: path)
        let bytes = try store.knowledge().snapshot()
        for cut in [0, 1, bytes.count / 3, bytes.count / 2, bytes.count - 1] {
            #expect(throws: SnapshotReader.Damaged.self) {
                try Knowledge(snapshot: Array(bytes[..<cut]))
            }
        }
        #expect(throws: SnapshotReader.Damaged.self) { try Knowledge(snapshot: bytes + [0]) }

        try store.writer.write { db in
            try db.execute(sql: "UPDATE \(KnowledgeSnapshotRow.table) SET value = ?", arguments: [Data(bytes.prefix(100))])
        }
        #expect(KnowledgeSnapshotReader.knowledge(atPath: path) == nil)
    }
}
