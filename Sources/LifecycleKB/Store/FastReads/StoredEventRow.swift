import GRDBSQLite

/// The row a stored-event statement was stepped to, its columns read by position with SQLite's C
/// API; valid until the statement's next step.
struct StoredEventRow {
    let statement: OpaquePointer?

    func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }
    func optionalInt(_ column: Int32) -> Int? { sqlite3_column_type(statement, column) == SQLITE_NULL ? nil : int(column) }
    func text(_ column: Int32) -> String? { sqlite3_column_text(statement, column).map { String(cString: $0) } }

    /// A text column's bytes, for lookups that need no String; nil when it is NULL.
    func bytes(_ column: Int32) -> UnsafeRawBufferPointer? {
        guard let pointer = sqlite3_column_text(statement, column) else { return nil }
        return UnsafeRawBufferPointer(start: pointer, count: Int(sqlite3_column_bytes(statement, column)))
    }
}
