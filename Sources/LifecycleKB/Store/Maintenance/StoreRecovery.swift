import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#endif

/// `db recover`: salvages the user's rows (imported traces, team rules, rule settings) from a damaged
/// store into a fresh one with this binary's built-in knowledge, reading the damaged file only.
/// The system SQLite has no recovery API (`sqlite3_recover_*` is not in the library), so rows are
/// copied one trace or rule at a time, skipping what sits on unreadable pages.
public enum StoreRecovery {
    /// Salvages `path` into `output`, or, without one, into a fresh store that takes `path`'s place
    /// while the damaged file is kept beside it as `…damaged`. It refuses, changing nothing, what
    /// every other command refuses: a file that is not a lifecycle-kb store, one from a newer
    /// version, and (to replace it) one this user may not write. It holds the writers' lock
    /// exclusively, so an import under way finishes first and one that starts later waits.
    public static func recover(path: String, into output: String?) throws(StoreError) -> RecoveryReport {
        guard FileManager.default.fileExists(atPath: path) else { throw StoreError.database("\(path) does not exist") }
        guard StoreIdentity.isRegularFile(path) else { throw StoreError.database("\(path) is not a regular file, so it cannot be a store") }
        if let output, NewFile.exists(atPath: output) { throw NewFile.exists(output) }
        if output == nil { try requireReplaceable(path) }
        let lock = try FileLock.writers(of: path, exclusive: true)
        defer { lock?.release() }
        // Under the lock no other recovery runs, so what a killed one left is removed, not in the way.
        let target = (output ?? path) + ".recovering"
        removeStore(at: target)
        let readable = try readableCopy(of: path)
        defer { if readable != path { removeStore(at: readable) } }
        var report = RecoveryReport(
            source: path, output: output ?? path, savedTraces: [], lostTraces: [], savedTeamRules: [], lostTeamRules: [],
            savedRuleSettings: 0, unreadable: [])
        do {
            let source = try StoreOpener.readOnlyQueue(readable)
            try source.read { db in try requireOurs(db, path: path) }
            let fresh = try KnowledgeStore(path: target)
            try fresh.writer.write { target in
                try source.inDatabase { source in try RowSalvager(source: source, target: target).salvage(into: &report) }
            }
            try source.close()
            // Everything goes from the WAL into the file, so the file alone is the whole store.
            _ = try fresh.writer.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
            try fresh.writer.close()
            for suffix in ["-wal", "-shm", ".lock"] { unlink(target + suffix) }
        } catch {
            removeStore(at: target)
            if let error = error as? StoreError { throw error }
            throw StoreError.database("cannot recover \(path): \(KnowledgeStore.describe(error))")
        }
        if let output {
            try NewFile.publish(target, as: output, replacing: false)
        } else {
            report.damagedCopy = try swapIn(target, for: path)
        }
        return report
    }

    /// Removes a store file and the files SQLite and the writers' lock keep beside it.
    private static func removeStore(at path: String) {
        for suffix in ["", "-journal", "-wal", "-shm", ".lock"] { unlink(path + suffix) }
    }

    /// Fails unless this user may replace the file: its owner, with write access to it and its folder.
    private static func requireReplaceable(_ path: String) throws(StoreError) {
        var status = stat()
        let folder = (path as NSString).deletingLastPathComponent
        guard stat(path, &status) == 0, status.st_uid == geteuid(), access(path, W_OK) == 0,
            access(folder.isEmpty ? "." : folder, W_OK) == 0
        else {
            throw StoreError.database(
                "\(path) is read-only here (read-only mount or another user's file), so db recover, which replaces it, did not run; nothing was changed (give --out a new file to recover a copy)"
            )
        }
    }

    /// Fails, before anything is written, unless what can be read of the file is a lifecycle-kb
    /// store of this binary's schema or an earlier one: decided by its tables and applied
    /// migrations, which a damaged header does not hide.
    private static func requireOurs(_ db: Database, path: String) throws {
        let tables = Set((try? String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")) ?? [])
        let migrations = (try? String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")) ?? []
        guard tables.isSuperset(of: ["meta", "trace", "rule", "grdb_migrations"]), migrations.contains("0001_initial") else {
            throw StoreError.database(
                "\(path) is not a lifecycle-kb store (no lifecycle-kb tables can be read in it), so db recover did not run; nothing was changed"
            )
        }
        let known = Set(SchemaMigrations.all.map(\.name))
        if let unknown = migrations.first(where: { !known.contains($0) }) {
            throw StoreError.database(
                "\(path) was written by a newer lifecycle-kb (migration \(unknown), which this binary does not know), so db recover did not run; nothing was changed; use that version or a newer one"
            )
        }
    }

    /// The file itself, or, when its header is damaged or does not match the file's length, a copy
    /// (with its `-wal`) whose header has its fixed fields restored and claims the pages present, so
    /// SQLite reads what is there.
    private static func readableCopy(of path: String) throws(StoreError) -> String {
        guard let header = StoreIdentity.Header.read(path: path) else { return path }
        let pages = header.isSQLite ? header.pagesPresent(path: path) : nil
        guard !header.isSQLite || header.pageSize == 0 || (pages.map { $0 != header.pageCount } ?? false) else { return path }
        let copy = FileManager.default.temporaryDirectory.appending(path: "lifecycle-kb-recover-\(UUID().uuidString).sqlite").path()
        do {
            try FileManager.default.copyItem(atPath: path, toPath: copy)
            if FileManager.default.fileExists(atPath: path + "-wal") {
                try FileManager.default.copyItem(atPath: path + "-wal", toPath: copy + "-wal")
            }
            let handle = try FileHandle(forUpdating: URL(fileURLWithPath: copy))
            defer { try? handle.close() }
            var fixed = header.bytes + [UInt8](repeating: 0, count: max(0, 100 - header.bytes.count))
            fixed.replaceSubrange(0..<16, with: StoreIdentity.Header.magic)
            if header.pageSize == 0 { fixed.replaceSubrange(16..<18, with: [0x10, 0x00]) }  // 4096, GRDB's default
            if !(1...2).contains(fixed[18]) || !(1...2).contains(fixed[19]) { fixed.replaceSubrange(18..<20, with: [1, 1]) }
            fixed.replaceSubrange(20..<24, with: [0, 64, 32, 32])
            let pageSize = header.pageSize == 0 ? 4096 : header.pageSize
            let size = (try FileManager.default.attributesOfItem(atPath: copy)[.size] as? Int) ?? 0
            // The header must claim exactly the pages that are there: a wrong count, larger or smaller, hides pages.
            fixed.replaceSubrange(28..<32, with: withUnsafeBytes(of: UInt32(size / pageSize).bigEndian, Array.init))
            try handle.write(contentsOf: Data(fixed))
        } catch {
            removeStore(at: copy)
            throw StoreError.database("cannot make a readable copy of \(path): \(error.localizedDescription)")
        }
        return copy
    }

    /// Moves the damaged file (and its journal files) aside and the recovered store into its place.
    private static func swapIn(_ recovered: String, for path: String) throws(StoreError) -> String {
        var aside = path + ".damaged"
        var number = 1
        while FileManager.default.fileExists(atPath: aside) {
            number += 1
            aside = path + ".damaged\(number)"
        }
        do {
            try FileManager.default.moveItem(atPath: path, toPath: aside)
            for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
                try FileManager.default.moveItem(atPath: path + suffix, toPath: aside + suffix)
            }
            try FileManager.default.moveItem(atPath: recovered, toPath: path)
        } catch {
            throw StoreError.database(
                "the recovered store is \(recovered), but it could not replace \(path): \(error.localizedDescription)")
        }
        return aside
    }
}
