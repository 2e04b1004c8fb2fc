import ArgumentParser
import LifecycleKB

/// The `--db` option every command takes, and how it opens the store.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: "The store to use (default: $LIFECYCLE_KB_DB, else $XDG_DATA_HOME/lifecycle-kb/kb.sqlite).")
    var db: String?

    func validate() throws {
        if let db, db.isEmpty { throw ValidationError("--db needs a path; leave it out to use the default store") }
    }

    /// The store's path, `~` expanded, and whether it is the default location.
    var location: (path: String, isDefault: Bool) { StoreLocation.choose(explicit: db) }

    /// Opens the store these options name, printing any note about how it was opened (read-only).
    func openStore() throws -> KnowledgeStore {
        let location = location
        let store = try CommandFailure.guarding { try KnowledgeStore(path: location.path, createsFolder: location.isDefault) }
        for note in store.notes { Terminal.writeError("lifecycle-kb: note: \(note)") }
        return store
    }
}
