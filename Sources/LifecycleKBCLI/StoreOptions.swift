import ArgumentParser
import LifecycleKB

/// The `--db` option every command takes, and how it opens the store.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: "The store to use (default: $LIFECYCLE_KB_DB, else $XDG_DATA_HOME/lifecycle-kb/kb.sqlite).")
    var db: String?

    /// Opens the store these options name.
    func openStore() throws -> KnowledgeStore {
        try StoreOptions.open(db)
    }

    /// Opens the store a `--db` value (or its absence) names.
    static func open(_ db: String?) throws -> KnowledgeStore {
        try CommandFailure.guarding { try KnowledgeStore(path: StoreLocation.resolve(explicit: db)) }
    }
}
