import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#endif

/// Opens a store file for writing when this process can write it, and read-only otherwise (a
/// read-only mount, another user's file), without leaving `-wal`, `-shm` or `.lock` files behind.
struct StoreOpener {
    /// What opening gave: the connection, whether it can write, and remarks for the user.
    struct Opened {
        var writer: any DatabaseWriter
        var isReadOnly: Bool
        var notes: [String]
    }

    let path: String

    /// Opens read-write and brings the store up to date, or falls back to a read-only connection.
    func open() throws(StoreError) -> Opened {
        if isWritable {
            do {
                let pool = try DatabasePool(path: path, configuration: KnowledgeStore.configuration)
                try StoreOpener.prepare(pool, path: path, lockPath: path + ".lock")
                return Opened(writer: pool, isReadOnly: false, notes: [])
            } catch  where StoreOpener.isPermissionProblem(error) && FileManager.default.fileExists(atPath: path) {
                // Writable by its mode bits but not in fact (a read-only mount seen through a bind): read it.
            } catch let error as StoreError {
                throw error
            } catch {
                throw StoreError.database("cannot open \(path): \(KnowledgeStore.describe(error))")
            }
        }
        guard FileManager.default.fileExists(atPath: path) else {
            throw StoreError.database("cannot create \(path): its folder is not writable")
        }
        return try openReadOnly()
    }

    /// Whether this process may write the file and create the journal files beside it.
    private var isWritable: Bool {
        let folder = (path as NSString).deletingLastPathComponent
        guard access(folder.isEmpty ? "." : folder, W_OK) == 0 else { return false }
        return !FileManager.default.fileExists(atPath: path) || access(path, W_OK) == 0
    }

    /// A connection that cannot write. With no `-wal` beside the file nobody is writing it, so it is
    /// read as immutable (which creates no `-shm`); otherwise SQLite's read-only WAL mode is used.
    private func openReadOnly() throws(StoreError) -> Opened {
        do {
            let queue = try StoreOpener.readOnlyQueue(path)
            let (migrated, version) = try queue.read { db in
                (try SchemaMigrations.migrator.hasCompletedMigrations(db), try KnowledgeStore.knowledgeVersion(db))
            }
            guard migrated else {
                throw StoreError.database(
                    "\(path) cannot be written here and was made by an earlier lifecycle-kb: it must be upgraded where it can be written (or copied with `db backup`) before this version can read it"
                )
            }
            let notes =
                version == KnowledgeLoader.builtInVersion
                ? []
                : [
                    "\(path) is read-only here; its built-in knowledge is older than this binary's and was not refreshed"
                ]
            return Opened(writer: queue, isReadOnly: true, notes: notes)
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.database("cannot read \(path): \(KnowledgeStore.describe(error))")
        }
    }

    /// A connection that never writes the file nor creates any beside it while nobody writes it.
    static func readOnlyQueue(_ path: String) throws -> DatabaseQueue {
        var configuration = KnowledgeStore.configuration
        configuration.readonly = true
        return try DatabaseQueue(path: CurrentStore.readOnlyURI(path), configuration: configuration)
    }

    /// Migrates and refreshes under an exclusive file lock, so concurrent first runs do not race;
    /// a store that is already current takes no lock and no write transaction.
    static func prepare(_ writer: any DatabaseWriter, path: String, lockPath: String?) throws {
        if try isCurrent(writer) { return }
        let lock = try lockPath.map(FileLock.init(path:))
        defer { lock?.release() }
        if try isCurrent(writer) { return }
        try SchemaMigrations.migrator.migrate(writer)
        try KnowledgeStore.refreshBuiltInKnowledge(in: writer)
    }

    /// Whether every migration is applied, the built-in knowledge matches this binary's and its
    /// snapshot is there.
    private static func isCurrent(_ writer: any DatabaseWriter) throws -> Bool {
        try writer.read { db in
            guard try SchemaMigrations.migrator.hasCompletedMigrations(db) else { return false }
            return try KnowledgeStore.knowledgeVersion(db) == KnowledgeLoader.builtInVersion && KnowledgeSnapshotRow.exists(db)
        }
    }

    /// Failures that mean "this process may not write here", after which reading may still work.
    private static func isPermissionProblem(_ error: any Error) -> Bool {
        if let error = error as? DatabaseError {
            return [.SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH].contains(error.resultCode)
        }
        if let error = error as? StoreError, case .database(let message) = error { return message.hasPrefix("cannot open lock file") }
        return false
    }
}
