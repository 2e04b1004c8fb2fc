import GRDB
import GRDBSQLite
import LifecycleCheck

/// Inserts trace events through SQLite's C API on GRDB's own connection: building GRDB argument
/// arrays costs half the time of a bulk insert (build-notes.md), and imports of a million events
/// must keep up with `sqlite3 .import`. Used only inside the caller's write transaction.
final class EventInserter {
    private var statement: OpaquePointer?
    private let trace: Int64
    private let connection: OpaquePointer

    init(db: Database, trace: Int64) throws {
        guard let connection = db.sqliteConnection else { throw StoreError.database("the database connection is closed") }
        self.connection = connection
        self.trace = trace
        let sql = """
            INSERT INTO trace_event (trace_id, sequence, line, col, depth, parent, receiver, subject, class, api_id, arguments, is_super, is_call)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)
            """
        guard sqlite3_prepare_v2(connection, sql, -1, &statement, nil) == SQLITE_OK else {
            throw StoreError.database(String(cString: sqlite3_errmsg(connection)))
        }
    }

    deinit {
        sqlite3_finalize(statement)
    }

    /// Binds and steps one event; objects are referred to by number (see `insertObjects`).
    func insert(_ event: TraceEvent) throws {
        let statement = self.statement
        sqlite3_bind_int64(statement, 1, trace)
        sqlite3_bind_int64(statement, 2, Int64(event.sequence))
        sqlite3_bind_int64(statement, 3, Int64(event.line))
        sqlite3_bind_int64(statement, 4, Int64(event.column))
        sqlite3_bind_int64(statement, 5, Int64(event.depth))
        if let parent = event.parent { sqlite3_bind_int64(statement, 6, Int64(parent)) } else { sqlite3_bind_null(statement, 6) }
        sqlite3_bind_int64(statement, 7, Int64(event.receiver))
        if let subject = event.subject { sqlite3_bind_int64(statement, 8, Int64(subject)) } else { sqlite3_bind_null(statement, 8) }
        bind(event.className, 9)
        bind(event.api ?? "warning:" + (event.warning ?? ""), 10)
        bind(event.argument?.text, 11)
        sqlite3_bind_int(statement, 12, event.isSuperCall ? 1 : 0)
        sqlite3_bind_int(statement, 13, event.isExplicitCall ? 1 : 0)
        let result = sqlite3_step(statement)
        sqlite3_reset(statement)
        guard result == SQLITE_DONE else { throw StoreError.database(String(cString: sqlite3_errmsg(connection))) }
    }

    /// Stores the trace's objects once it has been read, with the names they ended with.
    func insertObjects(_ objects: [TraceObject], db: Database) throws {
        let statement = try db.makeStatement(
            sql: "INSERT INTO trace_object (trace_id, object, name, class, address) VALUES (?, ?, ?, ?, ?)")
        for object in objects {
            try statement.execute(arguments: [trace, object.id, object.name, object.className, object.address])
        }
    }

    private func bind(_ text: String?, _ index: Int32) {
        guard var text else {
            sqlite3_bind_null(statement, index)
            return
        }
        text.withUTF8 { bytes in
            _ = sqlite3_bind_text(
                statement, index, bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                Int32(bytes.count), EventInserter.transient)
        }
    }

    /// `SQLITE_TRANSIENT`, which Swift does not import: SQLite copies the bytes before returning.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
