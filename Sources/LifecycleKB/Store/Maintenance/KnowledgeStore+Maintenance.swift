import Foundation
import GRDB

extension KnowledgeStore {
    /// Rebuilds the file without its free pages (after `traces rm` of big traces) and truncates the
    /// WAL; returns the bytes on disk before and after. It holds the writers' lock exclusively, so
    /// it waits for the imports under way and the next ones wait for it, and the busy timeout for readers.
    public func vacuum() throws(StoreError) -> (before: Int64, after: Int64) {
        let lock = try lockForWriting(exclusive: true)
        defer { lock?.release() }
        let before = diskSize
        do {
            try Self.retryingWhileBusy { try writer.vacuum() }
            _ = try Self.retryingWhileBusy { try writer.writeWithoutTransaction { db in try db.checkpoint(.truncate) } }
        } catch {
            throw StoreError.database("cannot vacuum \(path): \(KnowledgeStore.describe(error))")
        }
        return (before, diskSize)
    }

    /// `body`, run again while SQLite answers busy at once. The busy timeout covers waiting for locks
    /// only: a checkpoint another connection is running (an importer's, as it closes its connection
    /// just after giving up the writers' lock) fails `VACUUM` and a truncating checkpoint straight away.
    private static func retryingWhileBusy<T>(_ body: () throws -> T) throws -> T {
        let deadline = Date().addingTimeInterval(30)
        while true {
            do {
                return try body()
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && Date() < deadline {
                usleep(20_000)
            }
        }
    }

    /// Writes a consistent copy of the store to a new file with SQLite's online backup API, while
    /// other processes go on reading and writing it; works on a read-only store too. The copy is
    /// written beside `destination` and moved there whole (see `NewFile`).
    public func backup(to destination: String) throws(StoreError) {
        guard !NewFile.exists(atPath: destination) else { throw NewFile.exists(destination) }
        try StoreFolder.prepare(for: destination, creating: false)
        let temporary = NewFile.temporaryPath(beside: destination)
        do {
            let copy = try DatabaseQueue(path: temporary)
            try writer.backup(to: copy)
            try copy.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
            try copy.close()
        } catch {
            for suffix in ["", "-journal", "-wal", "-shm"] { unlink(temporary + suffix) }
            throw StoreError.database("cannot back up \(path) to \(destination): \(KnowledgeStore.describe(error))")
        }
        try NewFile.publish(temporary, as: destination, replacing: false)
    }

    /// The bytes the store takes on disk: the file and its WAL.
    var diskSize: Int64 {
        [path, path + "-wal"].reduce(0) { total, file in
            total + ((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int64) ?? 0)
        }
    }
}
