import GRDB
import GRDBSQLite
import LifecycleCheck

/// Steps through one stored trace's events and objects with SQLite's C API on GRDB's connection, one
/// row at a time: re-checking, showing or exporting a trace of millions of events holds one row, not
/// the trace (a `Row` per event cost gigabytes). Used only inside the caller's read access.
final class StoredEventCursor {
    private let connection: OpaquePointer
    private var events: OpaquePointer?
    private var objects: OpaquePointer?
    private var objectLookup: OpaquePointer?
    /// The next object row the forward object cursor will return, or nil once it is exhausted.
    private var pendingObject: TraceObject?
    private var objectsDone = false
    /// The trace's id, the events its row says it has, and the events stepped so far: a damaged page
    /// can end a scan early without an error, and a report over part of a trace must not pass for whole.
    private let trace: Int64
    private let expectedEvents: Int
    private var steppedEvents = 0

    /// The columns a re-check reads, in the order the accessors' column numbers follow; `class`, which
    /// only `traces show` prints, is left out: every column costs on every row stepped.
    static let checkedColumns = "sequence, line, col, depth, parent, receiver, subject, api_id, arguments, is_super, is_call"
    /// Every column of an event: the checked ones, then `class` (column 11).
    static let eventColumns = checkedColumns + ", class"

    /// A cursor over `columns` of the trace's events (the fewer, the faster a row is stepped).
    init(db: Database, trace: Int64, columns: String = eventColumns) throws {
        guard let connection = db.sqliteConnection else { throw StoreError.database("the database connection is closed") }
        self.connection = connection
        self.trace = trace
        var count: OpaquePointer?
        defer { sqlite3_finalize(count) }
        sqlite3_prepare_v2(connection, "SELECT event_count FROM trace WHERE id = ?1", -1, &count, nil)
        sqlite3_bind_int64(count, 1, trace)
        expectedEvents = sqlite3_step(count) == SQLITE_ROW ? Int(sqlite3_column_int64(count, 0)) : 0
        events = try prepare("SELECT \(columns) FROM trace_event WHERE trace_id = ?1 ORDER BY sequence", trace)
        objects = try prepare("SELECT object, name, class, address FROM trace_object WHERE trace_id = ?1 ORDER BY object", trace)
        objectLookup = try prepare("SELECT object, name, class, address FROM trace_object WHERE trace_id = ?1 AND object = ?2", trace)
    }

    /// Hands each event of a trace, with its objects' names, to `body` until it returns false,
    /// stepping one row at a time (a GRDB `Row` per event tripled the time of `traces show`). Names
    /// come from a small cache of recent objects instead of two index lookups per event, and repeated
    /// API and class texts are decoded once.
    static func forEachNamedEvent(db: Database, trace: Int64, _ body: (StoredEvent) throws -> Bool) throws {
        let cursor = try StoredEventCursor(db: db, trace: trace)
        var names = StoredObjectNames()
        var texts = RecentByBytes<String>(size: 1024)
        func text(_ column: Int32) -> String? {
            cursor.row.bytes(column).map { bytes in texts.value(for: bytes) { String(decoding: bytes, as: UTF8.self) } }
        }
        while try cursor.step() {
            let row = cursor.row
            let receiver = try names.name(row.int(5), cursor.object)
            let subject = try row.optionalInt(6).map { try names.name($0, cursor.object) }
            let event = StoredEvent(
                sequence: row.int(0), line: row.int(1), column: row.int(2), depth: row.int(3), parent: row.optionalInt(4),
                receiver: receiver, subject: subject, className: text(11), api: text(7) ?? "",
                arguments: row.text(8), isSuper: row.int(9) != 0, isCall: row.int(10) != 0)
            guard try body(event) else { return }
        }
    }

    /// As `forEachNamedEvent`, reading only what a call line shows: from `chunks` when they read
    /// ahead, else stepping the rows here. Either way the receivers are named on this connection.
    static func forEachCall(
        db: Database, trace: Int64, chunks: StoredEventChunks<StoredCallRows>?, _ body: (StoredCall) throws -> Bool
    ) throws {
        let cursor = try StoredEventCursor(db: db, trace: trace, columns: StoredCallRows.columns)
        var names = StoredObjectNames()
        var rows = StoredCallRows()
        let next: () throws -> (receiver: Int, call: StoredCall)? = chunks.map { $0.next } ?? { try cursor.next(&rows) }
        while let (receiver, unnamed) = try next() {
            var call = unnamed
            call.receiver = try names.name(receiver, cursor.object)
            guard try body(call) else { return }
        }
    }

    deinit {
        sqlite3_finalize(events)
        sqlite3_finalize(objects)
        sqlite3_finalize(objectLookup)
    }

    private func prepare(_ sql: String, _ trace: Int64) throws -> OpaquePointer? {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(connection, sql, -1, &statement, nil) == SQLITE_OK else {
            throw StoreError.database(String(cString: sqlite3_errmsg(connection)))
        }
        sqlite3_bind_int64(statement, 1, trace)
        return statement
    }

    /// The next event `rows` makes of the rows stepped, past those it leaves out; nil at the end. The
    /// one-thread twin of `StoredEventChunks.next`, which makes events of rows the same way.
    func next<Rows: StoredRowReading>(_ rows: inout Rows) throws -> Rows.Event? {
        while try step() {
            if let event = rows.event(row) { return event }
        }
        return nil
    }

    /// Steps to the next event row; false at the end. Read its columns with the accessors below.
    func step() throws -> Bool {
        switch sqlite3_step(events) {
        case SQLITE_ROW:
            steppedEvents += 1
            return true
        case SQLITE_DONE:
            guard steppedEvents == expectedEvents else { throw StoreError.partialTrace(trace, events: expectedEvents, read: steppedEvents) }
            return false
        default: throw StoreError.database(String(cString: sqlite3_errmsg(connection)))
        }
    }

    /// The event row stepped to last, valid until the next step.
    var row: StoredEventRow { StoredEventRow(statement: events) }

    /// An object by number. Objects are first named in increasing order, so a forward cursor serves
    /// nearly every request; one named out of order is looked up by key.
    func object(_ id: Int) throws -> TraceObject {
        while !objectsDone, pendingObject.map({ $0.id < id }) ?? true {
            switch sqlite3_step(objects) {
            case SQLITE_ROW: pendingObject = Self.object(from: objects)
            case SQLITE_DONE: objectsDone = true
            default: throw StoreError.database(String(cString: sqlite3_errmsg(connection)))
            }
        }
        if let pendingObject, pendingObject.id == id { return pendingObject }
        sqlite3_reset(objectLookup)
        sqlite3_bind_int64(objectLookup, 2, Int64(id))
        guard sqlite3_step(objectLookup) == SQLITE_ROW else { return TraceObject(id: id, name: "controller") }
        return Self.object(from: objectLookup)
    }

    private static func object(from statement: OpaquePointer?) -> TraceObject {
        func text(_ column: Int32) -> String? { sqlite3_column_text(statement, column).map { String(cString: $0) } }
        return TraceObject(
            id: Int(sqlite3_column_int64(statement, 0)), name: text(1) ?? "controller", className: text(2), address: text(3))
    }
}
