import Foundation
import GRDB

/// `db recover`: salvages the user's rows (imported traces, team rules, rule settings) from a damaged
/// store into a fresh one with this binary's built-in knowledge, reading the damaged file only.
/// The system SQLite has no recovery API (`sqlite3_recover_*` is not in the library), so rows are
/// copied one trace or rule at a time, skipping what sits on unreadable pages.
public enum StoreRecovery {
    /// Salvages `path` into `output`, or, without one, into a fresh store that takes `path`'s place
    /// while the damaged file is kept beside it as `…damaged`.
    public static func recover(path: String, into output: String?) throws(StoreError) -> RecoveryReport {
        guard FileManager.default.fileExists(atPath: path) else { throw StoreError.database("\(path) does not exist") }
        let target = output ?? path + ".recovering"
        guard !FileManager.default.fileExists(atPath: target) else {
            throw StoreError.database("\(target) already exists; give --out a new file")
        }
        let readable = try readableCopy(of: path)
        defer { if readable != path { try? FileManager.default.removeItem(atPath: readable) } }
        var report = RecoveryReport(
            source: path, output: output ?? path, savedTraces: [], lostTraces: [], savedTeamRules: [], lostTeamRules: [],
            savedRuleSettings: 0, unreadable: [])
        do {
            let source = try StoreOpener.readOnlyQueue(readable)
            let fresh = try KnowledgeStore(path: target)
            try fresh.writer.write { target in
                try source.inDatabase { source in try RowSalvager(source: source, target: target).salvage(into: &report) }
            }
            try source.close()
        } catch {
            for suffix in ["", "-wal", "-shm", ".lock"] { try? FileManager.default.removeItem(atPath: target + suffix) }
            if let error = error as? StoreError { throw error }
            throw StoreError.database("cannot recover \(path): \(KnowledgeStore.describe(error))")
        }
        if output == nil { report.damagedCopy = try swapIn(target, for: path) }
        return report
    }

    /// The file itself, or, when its header is damaged or the file was cut short, a copy whose header
    /// has its fixed fields restored and claims only the pages present, so SQLite reads what is left.
    private static func readableCopy(of path: String) throws(StoreError) -> String {
        guard let header = StoreIdentity.Header.read(path: path) else { return path }
        let pages = header.isSQLite ? header.pagesPresent(path: path) : nil
        guard !header.isSQLite || header.pageSize == 0 || (pages ?? 0) < header.pageCount else { return path }
        let copy = FileManager.default.temporaryDirectory.appending(path: "lifecycle-kb-recover-\(UUID().uuidString).sqlite").path()
        do {
            try FileManager.default.copyItem(atPath: path, toPath: copy)
            let handle = try FileHandle(forUpdating: URL(fileURLWithPath: copy))
            defer { try? handle.close() }
            var fixed = header.bytes + [UInt8](repeating: 0, count: max(0, 100 - header.bytes.count))
            fixed.replaceSubrange(0..<16, with: StoreIdentity.Header.magic)
            if header.pageSize == 0 { fixed.replaceSubrange(16..<18, with: [0x10, 0x00]) }  // 4096, GRDB's default
            if !(1...2).contains(fixed[18]) || !(1...2).contains(fixed[19]) { fixed.replaceSubrange(18..<20, with: [1, 1]) }
            fixed.replaceSubrange(20..<24, with: [0, 64, 32, 32])
            if let pages, pages < header.pageCount {
                // A cut file: the header must claim only the pages that are there, or nothing reads.
                fixed.replaceSubrange(28..<32, with: withUnsafeBytes(of: UInt32(pages).bigEndian, Array.init))
            }
            try handle.write(contentsOf: Data(fixed))
        } catch {
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
