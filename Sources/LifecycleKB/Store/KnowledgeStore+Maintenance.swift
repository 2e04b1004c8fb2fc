import Foundation
import GRDB

extension KnowledgeStore {
    /// Rebuilds the file without its free pages (after `traces rm` of big traces) and truncates the
    /// WAL; returns the bytes on disk before and after.
    public func vacuum() throws(StoreError) -> (before: Int64, after: Int64) {
        try requireWritable()
        let before = diskSize
        do {
            try writer.vacuum()
            _ = try writer.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
        } catch {
            throw StoreError.database("cannot vacuum \(path): \(KnowledgeStore.describe(error))")
        }
        return (before, diskSize)
    }

    /// Writes a consistent copy of the store to a new file with SQLite's online backup API, while
    /// other processes go on reading and writing it; works on a read-only store too.
    public func backup(to destination: String) throws(StoreError) {
        guard !FileManager.default.fileExists(atPath: destination) else {
            throw StoreError.database("\(destination) already exists; give --out a new file")
        }
        try StoreFolder.prepare(for: destination, creating: false)
        do {
            let copy = try DatabaseQueue(path: destination)
            try writer.backup(to: copy)
            try copy.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
            try copy.close()
        } catch {
            try? FileManager.default.removeItem(atPath: destination)
            throw StoreError.database("cannot back up \(path) to \(destination): \(KnowledgeStore.describe(error))")
        }
    }

    /// The bytes the store takes on disk: the file and its WAL.
    var diskSize: Int64 {
        [path, path + "-wal"].reduce(0) { total, file in
            total + ((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int64) ?? 0)
        }
    }
}
