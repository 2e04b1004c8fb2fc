import GRDBSQLite
import LifecycleModel

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a current store's knowledge with the least work a cold `ask` can do: one query on a
/// read-only connection reads the schema version, the knowledge version and the snapshot, and no
/// connection pool, WAL set-up or migration scan happens. Anything else (no file, an older schema
/// or knowledge, no snapshot, any error) gives nil, and the caller opens the store the ordinary way,
/// which migrates, refreshes or explains — that way stays the reference this one is tested against.
public enum KnowledgeSnapshotReader {
    /// The knowledge of the store at `path`, or nil when only the ordinary opening can give it.
    public static func knowledge(atPath path: String) -> Knowledge? {
        // As `StoreOpener.readOnlyQueue`: with no `-wal` beside the file nobody is writing it.
        let mode = access(path + "-wal", F_OK) == 0 ? "mode=ro" : "immutable=1"
        var connection: OpaquePointer?
        defer { sqlite3_close_v2(connection) }
        guard sqlite3_open_v2(uri(path, mode), &connection, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nil) == SQLITE_OK,
            let connection
        else { return nil }
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        // The schema version is read by SQL, not from the file header, which lags while the WAL holds page 1.
        let sql = """
            SELECT (SELECT user_version FROM pragma_user_version), (SELECT application_id FROM pragma_application_id),
                   (SELECT value FROM meta WHERE key = 'knowledge_version'), (SELECT value FROM meta WHERE key = '\(KnowledgeSnapshotRow.key)')
            """
        guard sqlite3_prepare_v2(connection, sql, -1, &statement, nil) == SQLITE_OK, let statement,
            sqlite3_step(statement) == SQLITE_ROW,
            sqlite3_column_int64(statement, 0) == SchemaMigrations.all.count,
            sqlite3_column_int64(statement, 1) == StoreIdentity.applicationID,
            let version = sqlite3_column_text(statement, 2),
            String(cString: version) == KnowledgeLoader.builtInVersion,
            sqlite3_column_type(statement, 3) == SQLITE_BLOB, let blob = sqlite3_column_blob(statement, 3)
        else { return nil }
        return try? Knowledge(snapshot: UnsafeRawBufferPointer(start: blob, count: Int(sqlite3_column_bytes(statement, 3))))
    }

    /// An SQLite URI for a path: bytes outside the unreserved set are percent-encoded.
    static func uri(_ path: String, _ parameter: String) -> String {
        var out = "file:"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                out += "%"
                out.unicodeScalars.append(digits[Int(byte >> 4)])
                out.unicodeScalars.append(digits[Int(byte & 0xF)])
            }
        }
        return out + "?" + parameter
    }
}
