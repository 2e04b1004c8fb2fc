import Foundation
import GRDB

/// What `db check` found in a store file, read without writing it, so it runs on a damaged file
/// that no other command can open.
public struct StoreDiagnosis: Codable, Equatable, Sendable {
    /// The file examined.
    public var path: String
    /// Each problem as one sentence; empty when the store is sound.
    public var problems: [String]

    /// Whether the store is sound.
    public var isSound: Bool { problems.isEmpty }

    /// Examines the file at `path`: its header, its length against the pages it claims, then
    /// SQLite's `integrity_check` and `foreign_key_check` on a connection that cannot write.
    public static func examine(path: String) -> StoreDiagnosis {
        guard StoreIdentity.isRegularFile(path), let header = StoreIdentity.Header.read(path: path) else {
            return StoreDiagnosis(path: path, problems: ["\(path) does not exist, cannot be read or is not a regular file"])
        }
        guard header.isSQLite else {
            return StoreDiagnosis(
                path: path, problems: ["the file header is damaged: it does not start with \"SQLite format 3\", so SQLite cannot open it"])
        }
        var problems: [String] = []
        // With frames waiting in the -wal file the main file's header may run ahead of its length (a
        // checkpoint killed halfway); SQLite finishes that checkpoint from the WAL, so only
        // integrity_check, which reads through the WAL, can judge such a file.
        if let pages = header.pagesPresent(path: path), pages < header.pageCount, !hasPendingWAL(path) {
            problems.append("the file is truncated: \(pages) of its \(header.pageCount) pages are there")
        }
        do {
            let queue = try StoreOpener.readOnlyQueue(path)
            problems += run("integrity_check", on: queue, integrityCheck)
            problems += run("foreign_key_check", on: queue, foreignKeyCheck)
        } catch {
            problems.append("SQLite cannot read it: \(KnowledgeStore.describe(error))")
        }
        return StoreDiagnosis(path: path, problems: problems)
    }

    /// Whether a non-empty `-wal` file sits beside the store.
    private static func hasPendingWAL(_ path: String) -> Bool {
        let size = (try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size] as? Int
        return (size ?? 0) > 0
    }

    /// One check's findings, or the sentence saying it could not finish.
    private static func run(_ name: String, on queue: DatabaseQueue, _ check: (Database) throws -> [String]) -> [String] {
        do {
            return try queue.read(check)
        } catch {
            return ["\(name) could not finish: \(KnowledgeStore.describe(error))"]
        }
    }

    /// SQLite's `integrity_check` and `foreign_key_check` findings, one sentence each.
    static func integrityProblems(_ db: Database) throws -> [String] {
        try integrityCheck(db) + foreignKeyCheck(db)
    }

    /// What `integrity_check` lists before it stops, with why it stopped when it did.
    private static func integrityCheck(_ db: Database) throws -> [String] {
        var found: [String] = []
        let lines = try String.fetchCursor(db, sql: "PRAGMA integrity_check(50)")
        do {
            while let line = try lines.next(), line != "ok" { found.append(line) }
        } catch {
            found.append("integrity_check stopped: \(KnowledgeStore.describe(error))")
        }
        return found
    }

    private static func foreignKeyCheck(_ db: Database) throws -> [String] {
        try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").map { row in
            "foreign key violation in \(row[0] as String? ?? "?") row \(row[1] as Int64? ?? 0) -> \(row[2] as String? ?? "?")"
        }
    }
}

extension StoreIdentity.Header {
    /// The page size in bytes (the value 1 means 65536), or 0 when the field is not a valid size.
    var pageSize: Int {
        let raw = Int(bytes[16]) << 8 | Int(bytes[17])
        let size = raw == 1 ? 65536 : raw
        return size >= 512 && size & (size - 1) == 0 ? size : 0
    }

    /// The number of pages the header says the file has.
    var pageCount: Int { Int(bytes[28..<32].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }) }

    /// How many whole pages the file at `path` holds, when its page size is known.
    func pagesPresent(path: String) -> Int? {
        guard pageSize > 0, let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int else { return nil }
        return size / pageSize
    }
}
