import Foundation
import GRDB

/// The one owner of the SQLite store: opening it migrates the schema and refreshes the built-in
/// knowledge, and every read or write of the database goes through its intent-named methods.
public final class KnowledgeStore: Sendable {
    /// The database file, or `:memory:`.
    public let path: String
    /// True when the store could not be written here (read-only mount, another user's file): reads
    /// work, and every write fails with one sentence before touching anything.
    public let isReadOnly: Bool
    /// One-line remarks about how the store was opened (a knowledge refresh skipped because the
    /// store is read-only), for the CLI to show.
    public let notes: [String]
    let writer: any DatabaseWriter

    /// Opens (or creates) the store at `path`, migrating it and loading the built-in knowledge when
    /// the binary's differs from the store's. A file that is not a lifecycle-kb store, or is from a
    /// newer schema, is refused untouched; a new store is made only in an existing folder unless
    /// `createsFolder`; a store that cannot be written is opened read-only.
    public init(path: String, createsFolder: Bool = false) throws(StoreError) {
        self.path = path
        switch StoreIdentity.inspect(path: path, schemaVersion: SchemaMigrations.all.count) {
        case .refused(let reason):
            throw StoreError.database(reason)
        case .new:
            try StoreFolder.prepare(for: path, creating: createsFolder)
        case .store:
            break
        }
        let opened = try StoreOpener(path: path).open()
        writer = opened.writer
        isReadOnly = opened.isReadOnly
        notes = opened.notes
    }

    /// A private in-memory store, for tests and for checking data files without touching a user's store.
    public init(inMemory: Void = ()) throws(StoreError) {
        path = ":memory:"
        isReadOnly = false
        notes = []
        do {
            writer = try DatabaseQueue(configuration: KnowledgeStore.configuration)
        } catch {
            throw StoreError.database("cannot open an in-memory store: \(KnowledgeStore.describe(error))")
        }
        do {
            try StoreOpener.prepare(writer, path: path, lockPath: nil)
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.database("cannot prepare an in-memory store: \(KnowledgeStore.describe(error))")
        }
    }

    static var configuration: Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(30)
        return configuration
    }

    /// Runs one write transaction, or fails with one sentence when the store is read-only here.
    func write<T>(_ updates: (Database) throws -> T) throws -> T {
        try requireWritable()
        return try writer.write(updates)
    }

    /// Fails with one sentence, before anything runs, when the store cannot be written here.
    func requireWritable() throws(StoreError) {
        guard isReadOnly else { return }
        throw StoreError.database(
            "\(path) is read-only here (read-only mount or another user's file), so this command, which changes it, did not run; nothing was changed"
        )
    }

    /// The content hash of the built-in knowledge the store holds.
    static func knowledgeVersion(_ db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'knowledge_version'")
    }

    /// SQLite's own words for a failure, without GRDB's statement dump.
    static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return "\(error)"
    }
}
