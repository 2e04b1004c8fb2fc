import Foundation
import GRDB
import Testing

@testable import LifecycleKB

#if canImport(Glibc)
    import Glibc
#endif

/// `db recover` keeps the promises of every other command: it refuses what they refuse, unchanged;
/// it never runs beside an import; it says when a trace came out partial; it reads past a wrong page
/// count; a killed run does not block the next. `db vacuum` waits beside importers.
@Suite(.serialized) struct StoreRecoveryTests {
    static func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    @Test func anImportThatSaysItStoredATraceIsInTheStoreAfterARecoverBesideIt() throws {
        let (runner, _) = try DamagedStoreTests.populatedStore()
        let big = try runner.write((0..<60_000).map { "-[Big\($0 % 500) viewDidLoad]\n" }.joined(), named: "big.log")
        let importer = Process()
        importer.executableURL = BinaryRunner.binary
        importer.arguments = ["import", big]
        importer.environment = ["LIFECYCLE_KB_DB": runner.storePath]
        let output = Pipe()
        let errors = Pipe()
        importer.standardOutput = output
        importer.standardError = errors
        try importer.run()
        Thread.sleep(forTimeInterval: 0.3)
        let recover = try runner.run(["db", "recover"])
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        importer.waitUntilExit()
        #expect(recover.status == 0, "\(recover.stderr)")
        if importer.terminationStatus == 0 {
            let id = try #require(said.split(separator: " ").drop { $0 != "trace" }.dropFirst().first.map { String($0.dropLast()) })
            #expect(try runner.run(["traces", "show", id]).status == 0, "the import said \(said) but the trace is not in the store")
        } else {
            #expect(importer.terminationStatus == 74)
            #expect(complaint.contains("run the command again"), "\(complaint)")
        }
    }

    /// A damaged page can end a scan early without an error; here rows are taken away under a trace
    /// whose row still counts them, which reads the same way.
    @Test func aTraceThatComesOutShortIsPartialNeverSaved() throws {
        let (runner, _) = try DamagedStoreTests.populatedStore()
        let kept = try KnowledgeStore(path: runner.storePath).writer.write { db in
            try db.execute(sql: "DELETE FROM trace_event WHERE trace_id = 3 AND sequence > 100")
            return try Int.fetchOne(db, sql: "SELECT count(*) FROM trace_event WHERE trace_id = 3") ?? 0
        }
        let check = try runner.run(["traces", "check", "3"])
        #expect(check.status == 74, "\(check.stdout)")
        #expect(check.stderr.contains("damaged") && check.stderr.contains("of which only \(kept)"), "\(check.stderr)")
        #expect(try runner.run(["traces", "show", "3"]).status == 74)
        let out = runner.folder.appending(path: "recovered.sqlite").path()
        let recover = try runner.run(["db", "recover", "--format", "json", "--out", out])
        #expect(recover.status == 1)
        let report = try #require(try recover.json() as? [String: Any])
        #expect(report["saved_traces"] as? [Int] == [1, 2, 4, 5])
        let partial = try #require((report["partial_traces"] as? [[String: Int]])?.first)
        #expect(partial == ["id": 3, "events": kept, "expected_events": 240])
        let text = try runner.run(["db", "recover", "--out", out + "2"])
        #expect(text.stdout.contains("4 saved, 1 partial, 0 lost"), "\(text.stdout)")
        #expect(text.stdout.contains("trace 3 kept \(kept) of its 240 events"), "\(text.stdout)")
        #expect(try runner.run(["traces", "show", "--db", out, "3"]).status == 0)
    }

    @Test func aForeignDatabaseIsRefusedUnchanged() throws {
        let runner = try BinaryRunner()
        let foreign = runner.folder.appending(path: "other.sqlite").path()
        let queue = try DatabaseQueue(path: foreign)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE accounts (id INTEGER PRIMARY KEY, owner TEXT); INSERT INTO accounts VALUES (1, 'x')")
        }
        try queue.close()
        let before = try Self.bytes(foreign)
        let result = try runner.run(["db", "recover", "--db", foreign])
        #expect(result.status == 74)
        #expect(result.stderr.contains("not a lifecycle-kb store"), "\(result.stderr)")
        #expect(try Self.bytes(foreign) == before)
        #expect(!FileManager.default.fileExists(atPath: foreign + ".damaged"))
    }

    @Test func aNewerStoreIsRefusedUnchanged() throws {
        let (runner, _) = try DamagedStoreTests.populatedStore()
        try KnowledgeStore(path: runner.storePath).writer.write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('9999_future'); PRAGMA user_version = 9999")
        }
        let before = try Self.bytes(runner.storePath)
        let result = try runner.run(["db", "recover"])
        #expect(result.status == 74)
        #expect(result.stderr.contains("newer lifecycle-kb"), "\(result.stderr)")
        #expect(try Self.bytes(runner.storePath) == before)
        #expect(!FileManager.default.fileExists(atPath: runner.storePath + ".damaged"))
    }

    /// Another user's store (under root, one owned by `nobody`; otherwise a read-only file and folder).
    @Test func anotherUsersStoreIsNotReplaced() throws {
        let (runner, _) = try DamagedStoreTests.populatedStore()
        if getuid() == 0 {
            #expect(chown(runner.storePath, 65534, 65534) == 0)
        } else {
            chmod(runner.storePath, 0o444)
            chmod(runner.folder.path(), 0o555)
        }
        defer { chmod(runner.folder.path(), 0o755) }
        let before = try Self.bytes(runner.storePath)
        let result = try runner.run(["db", "recover"])
        #expect(result.status == 74)
        #expect(result.stderr.contains("is read-only here"), "\(result.stderr)")
        #expect(try Self.bytes(runner.storePath) == before)
        #expect(!FileManager.default.fileExists(atPath: runner.storePath + ".damaged"))
        let copy = runner.folder.appending(path: "mine.sqlite").path()
        if getuid() == 0 { #expect(try runner.run(["db", "recover", "--out", copy]).status == 0) }
    }

    @Test func aWrongPageCountInTheHeaderLosesNothing() throws {
        let (runner, shown) = try DamagedStoreTests.populatedStore()
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: runner.storePath))
        try handle.seek(toOffset: 28)
        try handle.write(contentsOf: Data([0, 0, 0, 2]))
        try handle.close()
        let out = runner.folder.appending(path: "recovered.sqlite").path()
        let recover = try runner.run(["db", "recover", "--format", "json", "--out", out])
        #expect(recover.status == 0, "\(recover.stdout)\(recover.stderr)")
        let report = try #require(try recover.json() as? [String: Any])
        #expect(report["saved_traces"] as? [Int] == [1, 2, 3, 4, 5])
        #expect(try runner.run(["traces", "show", "--format", "json", "--db", out, "4"]).stdout == shown[4])
    }

    @Test func whatAKilledRecoverLeftDoesNotBlockTheNext() throws {
        let (runner, _) = try DamagedStoreTests.populatedStore()
        _ = try DamagedStoreTests.Damage.zeroedPages.apply(to: runner.storePath)
        // A run killed halfway leaves its unfinished store and lock file.
        try Data(repeating: 0x42, count: 10_000).write(to: URL(fileURLWithPath: runner.storePath + ".recovering"))
        try Data().write(to: URL(fileURLWithPath: runner.storePath + ".recovering.lock"))
        let recover = try runner.run(["db", "recover"])
        #expect(recover.status == 0, "\(recover.stderr)")
        #expect(try runner.run(["db", "check"]).status == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: runner.folder.path()).filter { $0.contains("recovering") }
        #expect(left.isEmpty, "\(left)")
    }

    @Test func vacuumWaitsBesideImportersAndReaders() throws {
        let runner = try BinaryRunner()
        let logs = try (0..<12).map { index in
            try runner.write((0..<(1500 + 100 * index)).map { "-[V\(index)_\($0) viewDidLoad]\n" }.joined(), named: "v\(index).log")
        }
        #expect(try runner.run(["db", "status"]).status == 0)
        let script = { (lines: [String]) in lines.joined(separator: "; ") }
        let binary = "'\(BinaryRunner.binary.path())'"
        var workers: [Process] = []
        for half in [logs.prefix(6), logs.suffix(6)] {
            workers.append(try Self.shell(runner, script(half.map { "\(binary) import '\($0)' >/dev/null 2>&1" })))
        }
        for _ in 0..<3 {
            workers.append(try Self.shell(runner, "for i in $(seq 1 40); do \(binary) traces list >/dev/null 2>&1; done"))
        }
        var failures: [String] = []
        for _ in 0..<16 {
            let vacuum = try runner.run(["db", "vacuum"])
            if vacuum.status != 0 { failures.append(vacuum.stderr) }
        }
        for worker in workers { worker.waitUntilExit() }
        #expect(failures.isEmpty, "\(failures)")
    }

    /// Runs a bash script in the background against the runner's store.
    static func shell(_ runner: BinaryRunner, _ script: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.environment = ["LIFECYCLE_KB_DB": runner.storePath, "PATH": "/usr/bin:/bin"]
        try process.run()
        return process
    }
}
