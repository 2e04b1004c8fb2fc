/// A failure of the store that a user can act on; the CLI maps each case to an exit code.
public enum StoreError: Error, Equatable, CustomStringConvertible {
    /// The database file could not be opened, migrated or written.
    case database(String)
    /// `sql` was asked to run something other than one read-only statement.
    case notReadOnly(String)
    /// `integrity_check` or `foreign_key_check` found problems.
    case integrity([String])

    public var description: String {
        switch self {
        case .database(let message): return message
        case .notReadOnly(let message): return message
        case .integrity(let problems): return "integrity check failed: " + problems.joined(separator: "; ")
        }
    }

    /// A trace whose rows end before its recorded count: a damaged page can end a scan early without
    /// an error, and a report over part of a trace must not pass for whole.
    static func partialTrace(_ trace: Int64, events: Int, read: Int) -> StoreError {
        .database(
            "the store is damaged: trace \(trace) has \(events) events, of which only \(read) can be read; `db check` tells more, `db recover` saves what it can"
        )
    }
}
