import GRDBSQLite
import LifecycleAsk
import LifecycleModel

/// Reads a current store's knowledge with the least work a cold `ask` can do: one query on
/// `CurrentStore`'s read-only connection reads the snapshot. Anything else (no file, an older schema
/// or knowledge, no snapshot, any error) gives nil, and the caller opens the store the ordinary way,
/// which migrates, refreshes or explains — that way stays the reference this one is tested against.
public enum KnowledgeSnapshotReader {
    /// The knowledge of the store at `path`, or nil when only the ordinary opening can give it.
    public static func knowledge(atPath path: String) -> Knowledge? {
        snapshot(atPath: path) { bytes throws(SnapshotReader.Damaged) in
            try Knowledge(snapshot: bytes, appendix: TokenizerTables.snapshotName)
        }
    }

    /// The same knowledge with the question tokenizer's tables stored for it: what a cold `ask` reads.
    public static func knowledgeForAsking(atPath path: String) -> (knowledge: Knowledge, tables: TokenizerTables)? {
        snapshot(atPath: path) { bytes throws(SnapshotReader.Damaged) in
            let read = try Knowledge.read(snapshot: bytes, appendix: TokenizerTables.snapshotName) {
                (r: inout SnapshotReader, knowledge: Knowledge) throws(SnapshotReader.Damaged) in
                try TokenizerTables(snapshot: &r, recordCount: knowledge.catalog.records.count)
            }
            return (read.knowledge, read.appendix)
        }
    }

    /// What `decode` makes of the snapshot of the store at `path`, or nil.
    private static func snapshot<T>(atPath path: String, _ decode: (UnsafeRawBufferPointer) throws(SnapshotReader.Damaged) -> T) -> T? {
        CurrentStore.read(atPath: path) { connection in
            var statement: OpaquePointer?
            defer { sqlite3_finalize(statement) }
            let sql = "SELECT value FROM meta WHERE key = '\(KnowledgeSnapshotRow.key)'"
            guard sqlite3_prepare_v2(connection, sql, -1, &statement, nil) == SQLITE_OK, let statement,
                sqlite3_step(statement) == SQLITE_ROW,
                sqlite3_column_type(statement, 0) == SQLITE_BLOB, let blob = sqlite3_column_blob(statement, 0)
            else { return nil }
            return try? decode(UnsafeRawBufferPointer(start: blob, count: Int(sqlite3_column_bytes(statement, 0))))
        }
    }
}
