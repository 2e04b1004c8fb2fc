import ArgumentParser

/// The `--db` option every command that reads the store takes; which store it names and how it is
/// opened is the store's business (`StoreLocation`, `KnowledgeStore`).
public struct StoreOptions: ParsableArguments {
    @Option(
        name: .long, help: "The store to use (default: $LIFECYCLE_KB_DB, else $XDG_DATA_HOME/lifecycle-kb/kb.sqlite).", completion: .file())
    public var db: String?

    public init() {}

    public func validate() throws {
        try Self.requireValid(db)
    }

    /// Refuses an empty `--db` (a script's unset variable), for this option and for a command that
    /// words `--db` its own way (`lifecycle-kb-lint`'s "the store whose rules run").
    public static func requireValid(_ db: String?) throws {
        if let db, db.isEmpty { throw ValidationError("--db needs a path; leave it out to use the default store") }
    }
}
