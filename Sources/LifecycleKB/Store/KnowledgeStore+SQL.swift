import GRDB
import LifecycleModel

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

extension KnowledgeStore {
    /// Runs exactly one read-only statement on a read-only connection. Writes, `ATTACH`, `PRAGMA`
    /// assignments, several statements and extension loading are refused before anything runs.
    public func query(_ sql: String) throws(StoreError) -> QueryResult {
        do {
            return try writer.read { db in
                db.add(
                    function: DatabaseFunction("load_extension", argumentCount: nil, pure: false) { _ in
                        throw DatabaseError(message: "load_extension is not allowed")
                    })
                let statements = try db.allStatements(sql: sql)
                guard let statement = try statements.next() else {
                    throw StoreError.notReadOnly("no SQL statement given")
                }
                guard try statements.next() == nil else {
                    throw StoreError.notReadOnly("only one statement may run at a time")
                }
                guard statement.isReadonly, !KnowledgeStore.isRefused(sql: statement.sql) else {
                    throw StoreError.notReadOnly("the sql command is read-only: \(statement.sql.trimmingWhitespace())")
                }
                let columns = statement.columnNames
                let rows = try Row.fetchAll(statement).map { row in
                    Array(row.databaseValues.map(QueryValue.init))
                }
                return QueryResult(columns: columns, rows: rows)
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.notReadOnly(KnowledgeStore.describe(error))
        }
    }

    /// Statements SQLite may call read-only that still change the connection or reach other files.
    private static func isRefused(sql: String) -> Bool {
        let head = sql.trimmingWhitespace().lowercased()
        return head.hasPrefix("attach") || head.hasPrefix("detach") || (head.hasPrefix("pragma") && head.contains("="))
            || head.hasPrefix("vacuum")
    }
}

extension QueryValue {
    init(_ value: DatabaseValue) {
        switch value.storage {
        case .null: self = .null
        case .int64(let number): self = .integer(number)
        case .double(let number): self = .real(number)
        case .string(let text): self = .text(text)
        case .blob(let data): self = .blob([UInt8](data))
        }
    }
}
