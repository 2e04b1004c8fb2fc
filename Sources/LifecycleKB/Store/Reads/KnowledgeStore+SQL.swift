import Foundation
import GRDB
import GRDBSQLite
import LifecycleModel

#if canImport(Glibc)
    import Glibc
#endif

/// The result of a read-only query: column names and rows of display values.
public struct QueryResult: Sendable, Equatable {
    public var columns: [String]
    public var rows: [[QueryValue]]
}

/// One cell of a query result, typed as SQLite returned it.
public enum QueryValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
}

/// How much one `sql` statement may do: rows are streamed, and the statement is stopped, with what
/// it printed kept, at whichever limit it reaches first.
public struct QueryLimits: Sendable, Equatable {
    /// Rows printed at most.
    public var maxRows: Int
    /// Seconds the statement may run.
    public var seconds: Double

    public static let standard = QueryLimits(maxRows: 10_000, seconds: 10)

    public init(maxRows: Int, seconds: Double) {
        self.maxRows = maxRows
        self.seconds = seconds
    }
}

/// Why a streamed query stopped.
public enum QueryStop: Sendable, Equatable {
    case finished, rowLimit, timeLimit
}

extension KnowledgeStore {
    /// Runs exactly one statement on a read-only connection of its own, handing `columns` the column
    /// names and `row` each row as SQLite steps it (never collected), until the statement ends or
    /// reaches a limit. SQLite's authorizer refuses, while the statement is compiled, whatever
    /// is not reading (writes, `ATTACH`, `PRAGMA`s other than the read-only ones, transactions,
    /// `load_extension`), however it is spelt: `StoreError.notReadOnly`, as is SQL SQLite cannot
    /// compile. A failure of the store itself (damaged pages, I/O) is `StoreError.database`.
    public func query(
        _ sql: String, limits: QueryLimits = .standard, columns: ([String]) throws -> Void, row: ([QueryValue]) throws -> Void
    ) throws -> QueryStop {
        guard path != ":memory:" else { throw StoreError.database("sql reads a store file; this store is in memory") }
        var connection: OpaquePointer?
        defer { sqlite3_close_v2(connection) }
        guard sqlite3_open_v2(CurrentStore.readOnlyURI(path), &connection, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nil) == SQLITE_OK,
            let connection
        else { throw StoreError.database("cannot open \(path): \(String(cString: sqlite3_errmsg(connection)))") }
        sqlite3_busy_timeout(connection, 30_000)
        let authorized = SQLAuthorizer.Seen()
        sqlite3_set_authorizer(connection, SQLAuthorizer.decide, Unmanaged.passUnretained(authorized).toOpaque())
        var deadline = timespec()
        clock_gettime(CLOCK_MONOTONIC, &deadline)
        deadline.tv_sec += Int(limits.seconds)
        deadline.tv_nsec += Int((limits.seconds - limits.seconds.rounded(.down)) * 1e9)
        if deadline.tv_nsec >= 1_000_000_000 {
            deadline.tv_sec += 1
            deadline.tv_nsec -= 1_000_000_000
        }
        return try withUnsafeMutablePointer(to: &deadline) { deadline in
            sqlite3_progress_handler(connection, 1000, SQLAuthorizer.pastDeadline, deadline)
            return try run(sql, on: connection, authorized: authorized, limits: limits, columns: columns, row: row)
        }
    }

    /// The whole result of one read-only statement, within the standard limits (for tests and small lookups).
    public func query(_ sql: String) throws(StoreError) -> QueryResult {
        var result = QueryResult(columns: [], rows: [])
        do {
            _ = try query(sql, columns: { result.columns = $0 }, row: { result.rows.append($0) })
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.database(KnowledgeStore.describe(error))
        }
        return result
    }

    private func run(
        _ sql: String, on connection: OpaquePointer, authorized: SQLAuthorizer.Seen, limits: QueryLimits,
        columns: ([String]) throws -> Void, row: ([QueryValue]) throws -> Void
    ) throws -> QueryStop {
        var statement: OpaquePointer?
        defer { sqlite3_finalize(statement) }
        // What follows the first statement is read while the C string it points into is alive.
        var rest = ""
        let prepared = sql.withCString { text in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v2(connection, text, -1, &statement, &tail)
            rest = tail.map { String(cString: $0) } ?? ""
            return code == SQLITE_OK
        }
        guard prepared else {
            guard sqlite3_errcode(connection) == SQLITE_AUTH else {
                throw StoreError.notReadOnly(String(cString: sqlite3_errmsg(connection)))
            }
            throw StoreError.notReadOnly("the sql command only reads; SQLite's authorizer refused: \(sql.trimmingWhitespace())")
        }
        guard let statement else { throw StoreError.notReadOnly("no SQL statement given") }
        guard rest.trimmingWhitespace().isEmpty else { throw StoreError.notReadOnly("only one statement may run at a time") }
        // SQLite calls even the query form of `PRAGMA journal_mode` a writer; the authorizer, which
        // let only that form through, is the judge of a pragma.
        guard sqlite3_stmt_readonly(statement) != 0 || authorized.pragmaQuery else {
            throw StoreError.notReadOnly("the sql command is read-only: \(sql.trimmingWhitespace())")
        }
        let count = sqlite3_column_count(statement)
        try columns((0..<count).map { String(cString: sqlite3_column_name(statement, $0)) })
        var rows = 0
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW:
                guard rows < limits.maxRows else { return .rowLimit }
                rows += 1
                try row((0..<count).map { QueryValue(statement, column: $0) })
            case SQLITE_DONE:
                return .finished
            case SQLITE_INTERRUPT:
                return .timeLimit
            case let code:
                let message = String(cString: sqlite3_errmsg(connection))
                // SQLITE_ERROR is the statement's own doing (a function given a bad value); any other
                // code is the store's: damaged pages, I/O, memory.
                throw code == SQLITE_ERROR ? StoreError.notReadOnly(message) : StoreError.database("cannot read \(path): \(message)")
            }
        }
    }
}

/// The C callbacks the `sql` connection runs: SQLite's authorizer and the progress handler that
/// enforces the time limit.
private enum SQLAuthorizer {
    /// What the authorizer let through while one statement compiled.
    final class Seen {
        /// A pragma of `settingPragmas` asked without a value: a read.
        var pragmaQuery = false
    }

    /// Pragmas that only read, with an argument or without.
    static let readingPragmas: Set<String> = [
        "table_info", "table_xinfo", "table_list", "index_list", "index_info", "index_xinfo", "foreign_key_list",
        "foreign_key_check", "integrity_check", "quick_check", "database_list", "collation_list", "function_list", "module_list",
        "pragma_list", "compile_options",
    ]
    /// Pragmas that read without an argument and set something with one.
    static let settingPragmas: Set<String> = [
        "user_version", "application_id", "schema_version", "page_count", "page_size", "freelist_count", "encoding", "journal_mode",
        "data_version",
    ]

    static let decide:
        @convention(c) (
            UnsafeMutableRawPointer?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, UnsafePointer<CChar>?
        ) -> Int32 = { context, action, first, second, _, _ in
            switch action {
            case SQLITE_SELECT, SQLITE_READ, SQLITE_RECURSIVE:
                return SQLITE_OK
            case SQLITE_UPDATE:
                // A table-valued pragma (`pragma_table_info('trace')`) declares its table through an
                // UPDATE of `sqlite_master` that SQLite itself asks about; no statement may write it
                // (`writable_schema` is refused, and the connection is read-only).
                return first.map { String(cString: $0) == "sqlite_master" } == true ? SQLITE_OK : SQLITE_DENY
            case SQLITE_FUNCTION:
                return second.map { String(cString: $0).lowercased() == "load_extension" } == true ? SQLITE_DENY : SQLITE_OK
            case SQLITE_PRAGMA:
                guard let first else { return SQLITE_DENY }
                let name = String(cString: first).lowercased()
                if readingPragmas.contains(name) { return SQLITE_OK }
                guard settingPragmas.contains(name) && second == nil else { return SQLITE_DENY }
                if let context { Unmanaged<Seen>.fromOpaque(context).takeUnretainedValue().pragmaQuery = true }
                return SQLITE_OK
            default:
                return SQLITE_DENY
            }
        }

    /// Nonzero, which interrupts the statement, once the monotonic clock passes the deadline.
    static let pastDeadline: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = { context in
        guard let deadline = context?.assumingMemoryBound(to: timespec.self).pointee else { return 0 }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec > deadline.tv_sec || (now.tv_sec == deadline.tv_sec && now.tv_nsec >= deadline.tv_nsec) ? 1 : 0
    }
}

extension QueryValue {
    /// The value of a column of the current row.
    init(_ statement: OpaquePointer, column: Int32) {
        switch sqlite3_column_type(statement, column) {
        case SQLITE_NULL: self = .null
        case SQLITE_INTEGER: self = .integer(sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT: self = .real(sqlite3_column_double(statement, column))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, column))
            let bytes = sqlite3_column_blob(statement, column)
            self = .blob(bytes.map { Array(UnsafeRawBufferPointer(start: $0, count: count)) } ?? [])
        default:
            let text = sqlite3_column_text(statement, column)
            let count = Int(sqlite3_column_bytes(statement, column))
            self = .text(text.map { String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self) } ?? "")
        }
    }
}
