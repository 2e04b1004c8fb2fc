import GRDB
import GRDBSQLite
import LifecycleModel

/// A read-only statement stepped through SQLite's C API, its columns read by position: for bulk
/// reads whose cost is the per-row decoding, such as loading the knowledge on every `ask`. Used
/// inside a GRDB read, which owns the connection, or on `CurrentStore`'s read-only connection.
struct RawStatement {
    /// One row of the statement being stepped; valid only inside the callback.
    struct Row {
        let statement: OpaquePointer

        /// The text of a column, nil when it is NULL.
        func text(_ column: Int32) -> String? {
            guard sqlite3_column_type(statement, column) != SQLITE_NULL, let bytes = sqlite3_column_text(statement, column) else {
                return nil
            }
            let count = Int(sqlite3_column_bytes(statement, column))
            return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
        }

        /// The text of a NOT NULL column.
        func string(_ column: Int32) -> String {
            text(column) ?? ""
        }

        func int(_ column: Int32) -> Int {
            Int(sqlite3_column_int64(statement, column))
        }

        /// A 0/1 column as a Bool, nil when it is NULL.
        func bool(_ column: Int32) -> Bool? {
            sqlite3_column_type(statement, column) == SQLITE_NULL ? nil : sqlite3_column_int64(statement, column) != 0
        }

        /// Two NOT NULL columns, English then Chinese.
        func bilingual(_ column: Int32) -> Bilingual {
            Bilingual(en: string(column), zh: string(column + 1))
        }

        /// Two columns, English then Chinese, nil unless both are set.
        func optionalBilingual(_ column: Int32) -> Bilingual? {
            guard let en = text(column), let zh = text(column + 1) else { return nil }
            return Bilingual(en: en, zh: zh)
        }
    }

    /// Runs a query and calls `body` with each row, in order.
    static func each(_ db: Database, _ sql: String, _ body: (Row) throws -> Void) throws {
        try each(db.sqliteConnection, sql, body)
    }

    /// Runs a query on a connection and calls `body` with each row, in order.
    static func each(_ connection: OpaquePointer?, _ sql: String, _ body: (Row) throws -> Void) throws {
        guard let connection else { throw StoreError.database("the database connection is closed") }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(connection, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw StoreError.database(String(cString: sqlite3_errmsg(connection)))
        }
        defer { sqlite3_finalize(statement) }
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW: try body(Row(statement: statement))
            case SQLITE_DONE: return
            default: throw StoreError.database(String(cString: sqlite3_errmsg(connection)))
            }
        }
    }
}
