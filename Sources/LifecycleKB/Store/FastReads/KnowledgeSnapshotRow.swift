import Foundation
import GRDB
import GRDBSQLite
import LifecycleAsk
import LifecycleModel

/// The knowledge snapshot kept in the one row of `knowledge_snapshot` beside the rows it summarises
/// (see `Knowledge.snapshot()`): rewritten in the same transaction as any change to those rows, so it
/// never disagrees with them.
enum KnowledgeSnapshotRow {
    /// The table and column holding the snapshot as a BLOB, in the row with this id.
    static let table = "knowledge_snapshot"
    static let column = "value"
    static let rowID: Int64 = 1

    /// Encodes the knowledge the rows now hold, with the question tokenizer's tables for it, and stores it.
    static func rewrite(_ db: Database) throws {
        let knowledge = try StoredKnowledgeReader(db: db).read()
        let tables = TokenizerTables(catalog: knowledge.catalog)
        let bytes = knowledge.snapshot(appendix: TokenizerTables.snapshotName) { tables.write(to: &$0) }
        try db.execute(
            sql: "INSERT INTO \(table) (id, \(column)) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET \(column) = excluded.\(column)",
            arguments: [rowID, Data(bytes)])
    }

    /// Whether the store holds a snapshot this build reads: a store written before snapshots existed
    /// holds none, and one an older build wrote may hold another format or other tokenizer tables.
    /// Only the header is read.
    static func isReadable(_ db: Database) -> Bool {
        guard let head = bytes(db.sqliteConnection, upTo: 256) else { return false }
        return head.withUnsafeBytes { Knowledge.isSnapshotOfThisFormat($0, appendix: TokenizerTables.snapshotName) }
    }

    /// The snapshot's bytes (its first `limit` when given), or nil when the store holds none.
    /// SQLite's incremental BLOB I/O reads them straight into the array: selecting the value would
    /// first copy all of it, some 200 overflow pages, into a buffer of SQLite's own.
    static func bytes(_ connection: OpaquePointer?, upTo limit: Int = .max) -> [UInt8]? {
        var blob: OpaquePointer?
        defer { sqlite3_blob_close(blob) }
        guard sqlite3_blob_open(connection, "main", table, column, rowID, 0, &blob) == SQLITE_OK, let blob else { return nil }
        let count = min(Int(sqlite3_blob_bytes(blob)), limit)
        var read = true
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            Prefault.pages(of: UnsafeMutableRawBufferPointer(buffer))
            read = count == 0 || sqlite3_blob_read(blob, buffer.baseAddress, Int32(count), 0) == SQLITE_OK
            initialized = read ? count : 0
        }
        return read ? bytes : nil
    }
}
