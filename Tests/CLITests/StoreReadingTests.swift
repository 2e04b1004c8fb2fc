import Foundation
import GRDB
import Testing

@testable import LifecycleKB

#if canImport(Glibc)
    import Glibc
#endif

/// A command that only reads leaves every byte of the store as it was, a reader never sees a store
/// torn by a writer (another user's reader neither), and only a regular file can be a store.
@Suite struct StoreReadingTests {
    /// A store holding one imported trace, closed, without the `-wal` and `-shm` files (as an earlier
    /// version left it, or a copy): the state in which opening for writing changed its header.
    static func closedStore() throws -> (BinaryRunner, String) {
        let runner = try BinaryRunner()
        let log = try runner.write("-[A viewDidLoad]\n-[A viewDidAppear:]\n-[A viewDidAppear:]\n", named: "a.log")
        #expect(try runner.run(["import", "--tag", "team", log]).status == 0)
        for suffix in ["-wal", "-shm"] { unlink(runner.storePath + suffix) }
        return (runner, log)
    }

    @Test func everyReadCommandLeavesEveryByteOfTheStoreAsItWas() throws {
        let (runner, log) = try Self.closedStore()
        let before = try Data(contentsOf: URL(fileURLWithPath: runner.storePath))
        let reads: [[String]] = [
            ["traces", "list"], ["traces", "show", "1"], ["traces", "check", "1"], ["traces", "export", "1"], ["db", "status"],
            ["db", "check"], ["search", "appear"], ["api", "addChild"], ["rules"], ["rules", "show", "appearance.duplicate"],
            ["orders"], ["scenarios"], ["sources"], ["export", "rules"], ["sql", "SELECT count(*) FROM trace_event"],
            ["ask", "what fires when addChild(_:) is called"], ["check", log],
            ["db", "backup", "--out", runner.folder.appending(path: "copy.sqlite").path()],
        ]
        for arguments in reads {
            let result = try runner.run(arguments)
            #expect(result.status == 0 || result.status == 1, "\(arguments): \(result.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: runner.storePath)) == before, "\(arguments) changed the store")
        }
        let wal = (try? FileManager.default.attributesOfItem(atPath: runner.storePath + "-wal")[.size] as? Int) ?? 0
        #expect(wal == 0, "a read wrote \(wal) bytes of WAL")
    }

    /// A store that must be refreshed is refreshed only when it is sound: a read on a damaged one says
    /// so and changes nothing, so `db recover` still finds what it would have saved.
    @Test func aDamagedStoreIsNotRefreshedByARead() throws {
        let (runner, _) = try DamagedStoreTests.populatedStore()
        try KnowledgeStore(path: runner.storePath).writer.write { db in
            try db.execute(sql: "UPDATE meta SET value = 'older' WHERE key = 'knowledge_version'")
        }
        _ = try DamagedStoreTests.Damage.zeroedPages.apply(to: runner.storePath)
        let before = try Data(contentsOf: URL(fileURLWithPath: runner.storePath))
        let result = try runner.run(["traces", "list"])
        #expect(result.status == 74)
        #expect(result.stderr.contains("is damaged"), "\(result.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: runner.storePath)) == before)
    }

    @Test(arguments: ["/dev/null", "fifo"])
    func aDeviceOrAFIFOIsNotAStore(path: String) throws {
        let runner = try BinaryRunner()
        var store = path
        if path == "fifo" {
            store = runner.folder.appending(path: "kb.fifo").path()
            try #require(mkfifo(store, 0o644) == 0)
        }
        for arguments in [["db", "status"], ["traces", "list"], ["db", "check"], ["db", "recover"]] {
            let result = try runner.run(arguments + ["--db", store])
            #expect(result.status == 74, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("not a regular file"), "\(arguments): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: "/dev/null-journal"))
        #expect(!FileManager.default.fileExists(atPath: store + "-journal"))
    }
}

/// Another user reads a shared store while its owner imports: every read succeeds. Root ignores file
/// modes, so under root the reader runs as `nobody` through `setpriv`, as `ReadOnlyStoreTests` does.
@Suite(.enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"), "left out: root without setpriv"))
struct SharedStoreReadingTests {
    @Test func anotherUserReadingWhileTheOwnerImportsNeverFails() throws {
        let (runner, _) = try StoreReadingTests.closedStore()
        let logs = try (0..<40).map { index in
            try runner.write((0..<2000).map { "-[S\(index)_\($0) viewDidLoad]\n" }.joined(), named: "s\(index).log")
        }
        let owner = Process()
        owner.executableURL = URL(fileURLWithPath: "/bin/bash")
        owner.arguments = ["-c", logs.map { "'\(BinaryRunner.binary.path())' import '\($0)' >/dev/null 2>&1" }.joined(separator: "; ")]
        owner.environment = ["LIFECYCLE_KB_DB": runner.storePath, "PATH": "/usr/bin:/bin"]
        try owner.run()
        var failures: [String] = []
        var reads = 0
        while owner.isRunning || reads < 20 {
            let result = try ReadOnlyStoreTests.runUnprivileged(
                runner, [reads % 2 == 0 ? "traces" : "db", reads % 2 == 0 ? "list" : "status"])
            if result.status != 0 { failures.append(result.stderr) }
            reads += 1
        }
        owner.waitUntilExit()
        #expect(failures.isEmpty, "\(failures.count) of \(reads) reads failed: \(failures.prefix(3))")
        #expect(reads >= 20)
    }
}
