import Foundation
import GRDB

#if canImport(Glibc)
import Glibc
#endif

/// The one owner of the SQLite store: opening it migrates the schema and refreshes the built-in
/// knowledge, and every read or write of the database goes through its intent-named methods.
public final class KnowledgeStore: Sendable {
    /// The database file, or `:memory:`.
    public let path: String
    let writer: any DatabaseWriter

    /// Opens (or creates) the store at `path`, creating its folder, migrating it and loading the
    /// built-in knowledge when the binary's differs from the store's.
    public init(path: String) throws(StoreError) {
        self.path = path
        do {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
            writer = try DatabasePool(path: path, configuration: KnowledgeStore.configuration)
        } catch {
            throw StoreError.database("cannot open \(path): \(KnowledgeStore.describe(error))")
        }
        try prepare(lockPath: path + ".lock")
    }

    /// A private in-memory store, for tests and for checking data files without touching a user's store.
    public init(inMemory: Void = ()) throws(StoreError) {
        path = ":memory:"
        do {
            writer = try DatabaseQueue(configuration: KnowledgeStore.configuration)
        } catch {
            throw StoreError.database("cannot open an in-memory store: \(KnowledgeStore.describe(error))")
        }
        try prepare(lockPath: nil)
    }

    static var configuration: Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(30)
        return configuration
    }

    /// Migrates and refreshes under an exclusive file lock, so concurrent first runs do not race;
    /// a store that is already current takes no lock and no write transaction.
    private func prepare(lockPath: String?) throws(StoreError) {
        do {
            if try isCurrent() { return }
            let lock = try lockPath.map(FileLock.init(path:))
            defer { lock?.release() }
            if try isCurrent() { return }
            try SchemaMigrations.migrator.migrate(writer)
            try refreshBuiltInKnowledge()
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.database("cannot prepare \(path): \(KnowledgeStore.describe(error))")
        }
    }

    /// Whether every migration is applied and the built-in knowledge matches this binary's.
    private func isCurrent() throws -> Bool {
        try writer.read { db in
            guard try SchemaMigrations.migrator.hasCompletedMigrations(db) else { return false }
            return try knowledgeVersion(db) == KnowledgeLoader.builtInVersion
        }
    }

    func knowledgeVersion(_ db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'knowledge_version'")
    }

    /// SQLite's own words for a failure, without GRDB's statement dump.
    static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return "\(error)"
    }
}

/// An exclusive advisory lock on a side file, held while the store is migrated or refreshed.
private struct FileLock {
    private let descriptor: Int32

    init(path: String) throws {
        descriptor = open(path, O_RDWR | O_CREAT, 0o644)
        guard descriptor >= 0 else { throw StoreError.database("cannot open lock file \(path)") }
        guard flock(descriptor, LOCK_EX) == 0 else {
            close(descriptor)
            throw StoreError.database("cannot lock \(path)")
        }
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
