import GRDBSQLite

#if canImport(Glibc)
    import Glibc
#endif

/// A read-only connection to a store that is current (this binary's schema and built-in knowledge,
/// with its snapshot): what the cold paths of `ask` and `check` read, with no connection pool, WAL
/// set-up or migration scan. A store that is not current is left to `KnowledgeStore(path:)`, which
/// migrates, refreshes or explains, and against which these paths are tested.
enum CurrentStore {
    /// `body`'s result on a read-only connection to the store at `path`, in one read transaction with
    /// the check that the store is current, so every query sees the same store; nil when the store is
    /// missing, not current, or fails to read (`StoreError`). Other errors `body` throws are rethrown.
    static func read<T>(atPath path: String, _ body: (OpaquePointer) throws -> T?) rethrows -> T? {
        guard let connection = connection(atPath: path) else { return nil }
        defer { sqlite3_close_v2(connection) }
        guard sqlite3_exec(connection, "PRAGMA mmap_size = \(mappedBytes)", nil, nil, nil) == SQLITE_OK,
            sqlite3_exec(connection, "BEGIN", nil, nil, nil) == SQLITE_OK
        else { return nil }
        defer { sqlite3_exec(connection, "COMMIT", nil, nil, nil) }
        guard isCurrent(connection) else { return nil }
        do {
            return try body(connection)
        } catch is StoreError {
            return nil
        }
    }

    /// A read-only connection to the store at `path` that waits up to 30 s for a writer's lock, or nil:
    /// the one way the fast reads open a store. Each is used by one thread at a time, so it takes no
    /// mutex of its own (SQLite's multi-thread mode; `traces check` steps two on two threads).
    static func connection(atPath path: String) -> OpaquePointer? {
        var connection: OpaquePointer?
        let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_URI | SQLITE_OPEN_NOMUTEX
        guard sqlite3_open_v2(readOnlyURI(path), &connection, flags, nil) == SQLITE_OK, let connection,
            sqlite3_busy_timeout(connection, 30_000) == SQLITE_OK
        else {
            sqlite3_close_v2(connection)
            return nil
        }
        return connection
    }

    /// How much of the file a fast read maps instead of reading: pages are then used where the
    /// kernel keeps them, not copied into a page cache SQLite allocates (140 of a cold `ask`'s 1,150
    /// page faults). SQLite's caveat (https://www.sqlite.org/mmap.html): an I/O error on a mapped page
    /// is a signal, not an error code; these are short reads of a local file.
    private static let mappedBytes = 256 << 20

    /// Whether the schema, the application id and the built-in knowledge are this binary's and the
    /// knowledge snapshot is there: then opening the store would change nothing.
    private static func isCurrent(_ connection: OpaquePointer) -> Bool {
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        // The schema version is read by SQL, not from the file header, which lags while the WAL holds page 1.
        let sql = """
            SELECT (SELECT user_version FROM pragma_user_version), (SELECT application_id FROM pragma_application_id),
                   (SELECT value FROM meta WHERE key = 'knowledge_version'),
                   EXISTS (SELECT 1 FROM \(KnowledgeSnapshotRow.table) WHERE id = \(KnowledgeSnapshotRow.rowID))
            """
        guard sqlite3_prepare_v2(connection, sql, -1, &statement, nil) == SQLITE_OK, let statement,
            sqlite3_step(statement) == SQLITE_ROW,
            sqlite3_column_int64(statement, 0) == SchemaMigrations.all.count,
            sqlite3_column_int64(statement, 1) == StoreIdentity.applicationID,
            let version = sqlite3_column_text(statement, 2), String(cString: version) == KnowledgeLoader.builtInVersion,
            sqlite3_column_int64(statement, 3) == 1
        else { return false }
        return true
    }

    /// The SQLite URI that opens `path` without writing it, here and in `StoreOpener.readOnlyQueue`.
    /// SQLite's read-only mode takes the locks that keep a writer from changing pages under a
    /// reader, but needs the `-wal` and `-shm` files of a WAL store, or leave to create them; a
    /// reader who has neither (another user's store that nobody has written since it was copied
    /// or made by an earlier version) reads it as immutable, which creates nothing.
    static func readOnlyURI(_ path: String) -> String {
        let folder = path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let canReadWithLocks = access(path + "-wal", F_OK) == 0 || access(folder, W_OK) == 0
        return StoreIdentity.uri(path, canReadWithLocks ? "mode=ro" : "immutable=1")
    }
}
