import Foundation
import GRDB
import LifecycleAsk
import LifecycleModel

/// The knowledge snapshot kept in `meta` beside the rows it summarises (see `Knowledge.snapshot()`):
/// rewritten in the same transaction as any change to those rows, so it never disagrees with them.
enum KnowledgeSnapshotRow {
    /// The `meta` key holding the snapshot as a BLOB.
    static let key = "knowledge_snapshot"

    /// Encodes the knowledge the rows now hold, with the question tokenizer's tables for it, and stores it.
    static func rewrite(_ db: Database) throws {
        let knowledge = try StoredKnowledgeReader(db: db).read()
        let tables = TokenizerTables(catalog: knowledge.catalog)
        let bytes = knowledge.snapshot(appendix: TokenizerTables.snapshotName) { tables.write(to: &$0) }
        try db.execute(
            sql: "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            arguments: [key, Data(bytes)])
    }

    /// Whether the store holds a snapshot this build reads: a store written before snapshots existed
    /// holds none, and one an older build wrote may hold another format or other tokenizer tables.
    /// Only the header is read.
    static func isReadable(_ db: Database) throws -> Bool {
        let sql = "SELECT substr(value, 1, 256) FROM meta WHERE key = ? AND typeof(value) = 'blob'"
        guard let head = try Data.fetchOne(db, sql: sql, arguments: [key]) else { return false }
        return head.withUnsafeBytes { Knowledge.isSnapshotOfThisFormat($0, appendix: TokenizerTables.snapshotName) }
    }
}
