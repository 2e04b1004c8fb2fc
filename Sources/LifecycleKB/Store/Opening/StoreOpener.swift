import Foundation
import GRDB
import GRDBSQLite

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
                let pool = try DatabasePool(path: path, configuration: StoreOpener.writerConfiguration)
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

    /// A read-only connection to a store that is current, so that reading it changes no byte of it,
    /// when `forReading`; nil when the store must first be migrated or refreshed, which only a write
    /// may do, and only on a sound store: a damaged one is refused here, before anything can write
    /// it (opening a pool for writing already writes), and left for `db recover`.
    func openCurrent(forReading: Bool) throws(StoreError) -> (any DatabaseWriter)? {
        let queue: DatabaseQueue
        let current: Bool
        do {
            queue = try StoreOpener.readOnlyQueue(path)
            current = try queue.read(StoreOpener.isCurrent)
        } catch {
            throw StoreError.database("cannot read \(path): \(KnowledgeStore.describe(error))")
        }
        if current, forReading { return queue }
        if !current { try StoreOpener.requireSound(queue, path: path) }
        try? queue.close()
        return nil
    }

    /// The configuration of a connection that writes: it keeps the `-wal` and `-shm` files when it
    /// closes (emptied), so that a reader who may not create them, another user, never has to read
    /// the file as immutable while its owner writes; the WAL is cut back to 64 MiB after a checkpoint.
    static var writerConfiguration: Configuration {
        var configuration = KnowledgeStore.configuration
        configuration.prepareDatabase { db in
            var keep: Int32 = 1
            sqlite3_file_control(db.sqliteConnection, "main", SQLITE_FCNTL_PERSIST_WAL, &keep)
            try db.execute(sql: "PRAGMA journal_size_limit = \(64 << 20)")
        }
        return configuration
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

    /// Migrates and refreshes under the writers' lock held exclusively, so concurrent first runs do
    /// not race and no write is under way; a store that is already current takes no lock and no
    /// write transaction (`openCurrent` has refused a damaged one before).
    static func prepare(_ writer: any DatabaseWriter, path: String, lockPath: String?) throws {
        if try writer.read(isCurrent) { return }
        let lock = try lockPath.map { path throws(StoreError) in try FileLock(path: path) }
        defer { lock?.release() }
        if try writer.read(isCurrent) { return }
        try SchemaMigrations.migrator.migrate(writer)
        try KnowledgeStore.refreshBuiltInKnowledge(in: writer)
    }

    /// Whether every migration is applied, the built-in knowledge matches this binary's and its
    /// snapshot is there in this binary's format.
    private static func isCurrent(_ db: Database) throws -> Bool {
        guard try SchemaMigrations.migrator.hasCompletedMigrations(db) else { return false }
        return try KnowledgeStore.knowledgeVersion(db) == KnowledgeLoader.builtInVersion && KnowledgeSnapshotRow.isReadable(db)
    }

    /// Fails, before anything is written, when SQLite's `quick_check` finds the store damaged:
    /// migrating or refreshing it could make what `db recover` would save unreadable.
    private static func requireSound(_ reader: DatabaseQueue, path: String) throws(StoreError) {
        let problems: [String]
        do {
            problems = try reader.read { db in try String.fetchAll(db, sql: "PRAGMA quick_check(5)") }.filter { $0 != "ok" }
        } catch {
            problems = [KnowledgeStore.describe(error)]
        }
        guard problems.isEmpty else {
            throw StoreError.database(
                "\(path) is damaged (\(problems.joined(separator: "; "))), so it was not brought up to date; nothing was changed: `db check` tells more, `db recover` saves what it can"
            )
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
