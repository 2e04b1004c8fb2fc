import Foundation
import GRDB
import GRDBSQLite

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
    /// What the command that opened the store will do with it.
    public let access: Access
    let writer: any DatabaseWriter
    /// The file opened (device and inode), to tell when `db recover` has put another in its place.
    private let opened: FileIdentity?

    /// A command that only reads opens the store so that it cannot change a byte of it.
    public enum Access: Sendable {
        /// Reading only: a current store is opened on a read-only connection; one that must be
        /// migrated or refreshed first is brought up to date as a write would.
        case read
        /// Reading and writing: every write takes the writers' lock (`FileLock.writers`).
        case write
    }

    /// Opens (or creates) the store at `path`, migrating it and loading the built-in knowledge when
    /// the binary's differs from the store's. A file that is not a lifecycle-kb store, or is from a
    /// newer schema, is refused untouched; a new store is made only in an existing folder unless
    /// `createsFolder`; a store that cannot be written is opened read-only, and so is a current store
    /// opened for `.read`.
    public init(path: String, createsFolder: Bool = false, access: Access = .write) throws(StoreError) {
        self.path = path
        self.access = access
        opened = FileIdentity(path: path)
        switch StoreIdentity.inspect(path: path, schemaVersion: SchemaMigrations.all.count) {
        case .refused(let reason):
            throw StoreError.database(reason)
        case .new:
            try StoreFolder.prepare(for: path, creating: createsFolder)
        case .store:
            if let reader = try StoreOpener(path: path).openCurrent(forReading: access == .read) {
                writer = reader
                isReadOnly = true
                notes = []
                return
            }
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
        access = .write
        opened = nil
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

    /// Runs one write transaction under the writers' lock, or fails with one sentence when the store
    /// is read-only here.
    func write<T>(_ updates: (Database) throws -> T) throws -> T {
        let lock = try lockForWriting()
        defer { lock?.release() }
        return try writer.write(updates)
    }

    /// Takes the writers' lock (shared unless asked: SQLite orders the writers), once the store is known to be
    /// writable and still the file this command opened: a `db recover` that ran meanwhile put a new
    /// file in its place, which this command's connection does not see.
    func lockForWriting(exclusive: Bool = false) throws(StoreError) -> FileLock? {
        try requireWritable()
        let lock = try FileLock.writers(of: path, exclusive: exclusive)
        guard let opened, FileIdentity(path: path) != opened else { return lock }
        lock?.release()
        throw StoreError.database(
            "\(path) was replaced by another file (db recover) while this command ran; nothing was changed: run the command again")
    }

    /// Fails with one sentence, before anything runs, when the store cannot be written here.
    func requireWritable() throws(StoreError) {
        guard access == .write else {
            throw StoreError.database("\(path) was opened for reading, so this change was not made; nothing was changed")
        }
        guard isReadOnly else { return }
        throw StoreError.database(
            "\(path) is read-only here (read-only mount or another user's file), so this command, which changes it, did not run; nothing was changed"
        )
    }

    /// The content hash of the built-in knowledge the store holds.
    static func knowledgeVersion(_ db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'knowledge_version'")
    }

    /// SQLite's own words for a failure, without GRDB's statement dump. A failure SQLite reports by
    /// its code alone (a backup step on a full disk leaves the message "not an error") is named by
    /// the code's own words.
    static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError {
            guard let message = error.message, message != "not an error" else {
                return String(cString: sqlite3_errstr(error.extendedResultCode.rawValue))
            }
            return message
        }
        return "\(error)"
    }
}

/// A file's device and inode, which a rename of another file into its place changes.
struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file at `path` (symlinks followed); nil when there is none.
    init?(path: String) {
        var status = stat()
        guard path != ":memory:", stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
