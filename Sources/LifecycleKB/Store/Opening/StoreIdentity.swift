import Foundation
import GRDB

/// Decides, from a file's header and before SQLite opens it for writing, whether a path holds a
/// lifecycle-kb store, so that someone else's database is never migrated, switched to WAL or grown.
public enum StoreIdentity {
    /// SQLite's `application_id` marking a lifecycle-kb store: the bytes `LCKB`.
    public static let applicationID: Int32 = 0x4C43_4B42

    /// What the file at a path is to us.
    public enum Verdict: Equatable, Sendable {
        /// Nothing there, an empty file, or an SQLite database with no tables: a new store may be made.
        case new
        /// A lifecycle-kb store, possibly of an earlier schema (made before stores were marked).
        case store
        /// Not ours, or newer than this binary: the reason, as one sentence.
        case refused(String)
    }

    /// The first 100 bytes of an SQLite file: the magic string, then fields at fixed offsets.
    struct Header {
        static let magic = Array("SQLite format 3\0".utf8)
        let bytes: [UInt8]

        var isSQLite: Bool { bytes.count >= 100 && Array(bytes[0..<16]) == Header.magic }
        var userVersion: Int32 { field(at: 60) }
        var applicationID: Int32 { field(at: 68) }

        private func field(at offset: Int) -> Int32 {
            Int32(bitPattern: bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        }

        /// Reads a file's header; nil when there is no file, an empty array when it is empty.
        static func read(path: String) -> Header? {
            guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
            defer { try? handle.close() }
            return Header(bytes: Array((try? handle.read(upToCount: 100)) ?? Data()))
        }
    }

    /// Judges the file at `path` without changing it; `schemaVersion` is the newest schema this binary knows.
    public static func inspect(path: String, schemaVersion: Int) -> Verdict {
        guard FileManager.default.fileExists(atPath: path) else { return .new }
        guard isRegularFile(path) else {
            return .refused(
                "\(path) is not a regular file (a device, a FIFO or a socket), so it cannot be a store; choose another --db path")
        }
        guard let header = Header.read(path: path) else {
            return .refused("cannot read \(path): permission denied")
        }
        if header.bytes.isEmpty { return .new }
        guard header.isSQLite else {
            return .refused(
                "\(path) is not a lifecycle-kb store (it is not an SQLite database); choose another --db path, or run `db check`/`db recover` if it was one"
            )
        }
        if Int(header.userVersion) > schemaVersion, header.applicationID == applicationID || header.applicationID == 0 {
            return .refused(
                "\(path) was written by a newer lifecycle-kb (schema \(header.userVersion); this binary knows \(schemaVersion)); use that version or a newer one"
            )
        }
        switch header.applicationID {
        case applicationID:
            return .store
        case 0:
            return inspectUnmarked(path: path)
        default:
            return .refused(
                "\(path) is not a lifecycle-kb store (it belongs to another application, application_id \(header.applicationID)); choose another --db path"
            )
        }
    }

    /// Whether `path` (symlinks followed) is a regular file: SQLite would make `/dev/null-journal`
    /// beside a device, and opening a FIFO waits for a writer.
    static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// A file made before stores were marked, or someone's SQLite database: told apart by the
    /// migrations table only lifecycle-kb writes, read without writing anything.
    private static func inspectUnmarked(path: String) -> Verdict {
        let tables: Set<String>
        let migrations: [String]
        do {
            let probe = try DatabaseQueue(path: uri(path, "immutable=1"), configuration: readOnlyConfiguration)
            (tables, migrations) = try probe.read { db in
                let tables = Set(try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
                let migrations =
                    tables.contains("grdb_migrations")
                    ? try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") : []
                return (tables, migrations)
            }
            try probe.close()
        } catch {
            return .refused("\(path) cannot be read as an SQLite database (\(KnowledgeStore.describe(error))); run `db check` on it")
        }
        if tables.isEmpty { return .new }
        if migrations.contains("0001_initial"), tables.isSuperset(of: ["meta", "trace", "rule"]) { return .store }
        return .refused(
            "\(path) is not a lifecycle-kb store (an SQLite database with other tables: \(tables.sorted().prefix(3).joined(separator: ", "))…); choose another --db path"
        )
    }

    /// An SQLite URI for `path` with one query parameter (`mode=ro`, `immutable=1`): bytes outside the
    /// unreserved set are percent-encoded.
    static func uri(_ path: String, _ parameter: String) -> String {
        var out = "file:"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                out += "%"
                out.unicodeScalars.append(digits[Int(byte >> 4)])
                out.unicodeScalars.append(digits[Int(byte & 0xF)])
            }
        }
        return out + "?" + parameter
    }

    /// A connection configuration that never writes.
    static var readOnlyConfiguration: Configuration {
        var configuration = Configuration()
        configuration.readonly = true
        return configuration
    }
}
