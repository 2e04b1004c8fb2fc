import Foundation
import GRDB
import Testing

@testable import LifecycleKB

#if canImport(Glibc)
    import Glibc
#endif

/// A store this process cannot write (a read-only folder and file, or another user's file): read
/// commands work and leave no file behind, write commands fail with one sentence and change nothing.
/// Root ignores file modes, so under root the binary runs as `nobody` through `setpriv`.
@Suite(.enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: setpriv), "left out: running as root without setpriv"))
struct ReadOnlyStoreTests {
    /// Runs the binary as a user who may not write the store.
    static func runUnprivileged(_ runner: BinaryRunner, _ arguments: [String]) throws -> BinaryRunner.Result {
        guard getuid() == 0 else { return try runner.run(arguments) }
        return try runner.run(
            ["--reuid=65534", "--regid=65534", "--clear-groups", BinaryRunner.binary.path()] + arguments,
            binary: URL(fileURLWithPath: setpriv))
    }

    /// A store holding one imported trace, with knowledge older than the binary's, then locked.
    static func lockedStore(folderMode: mode_t) throws -> BinaryRunner {
        let runner = try BinaryRunner()
        let log = runner.folder.appending(path: "a.log")
        try Data("-[A viewDidLoad]\n-[A viewDidAppear:]\n-[A viewDidAppear:]\n".utf8).write(to: log)
        #expect(try runner.run(["import", "--tag", "team", log.path()]).status == 0)
        #expect(try runner.run(["sql", "SELECT 1"]).status == 0)
        try? FileManager.default.removeItem(atPath: runner.storePath + ".lock")
        chmod(runner.storePath, 0o444)
        chmod(runner.folder.path(), folderMode)
        return runner
    }

    static func listing(_ runner: BinaryRunner) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: runner.folder.path()).sorted()
    }

    @Test(arguments: [0o555, 0o755] as [mode_t])
    func readCommandsWorkAndLeaveNothingBehind(folderMode: mode_t) throws {
        let runner = try Self.lockedStore(folderMode: folderMode)
        defer { chmod(runner.folder.path(), 0o755) }
        let before = try Self.listing(runner)
        let reads: [[String]] = [
            ["db", "status"], ["db", "check"], ["ask", "what fires when addChild(_:) is called"], ["api", "addChild"],
            ["check", runner.folder.appending(path: "a.log").path()], ["search", "appear"], ["rules"], ["orders"],
            ["scenarios"], ["sql", "SELECT count(*) FROM trace"], ["export", "rules"], ["traces", "list"], ["traces", "show", "1"],
        ]
        for arguments in reads {
            let result = try Self.runUnprivileged(runner, arguments)
            let expected: Int32 = arguments.first == "check" ? 1 : 0
            #expect(result.status == expected, "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("error:") || arguments.first == "check", "\(arguments): \(result.stderr)")
        }
        #expect(try Self.listing(runner) == before)
    }

    @Test func aKnowledgeRefreshThatCannotBeWrittenIsSkippedWithANote() throws {
        let runner = try BinaryRunner()
        try KnowledgeStore(path: runner.storePath).writer.write { db in
            try db.execute(sql: "UPDATE meta SET value = 'older' WHERE key = 'knowledge_version'")
        }
        try? FileManager.default.removeItem(atPath: runner.storePath + ".lock")
        chmod(runner.storePath, 0o444)
        chmod(runner.folder.path(), 0o555)
        defer { chmod(runner.folder.path(), 0o755) }
        let before = try Self.listing(runner)
        let result = try Self.runUnprivileged(runner, ["rules", "--format", "json"])
        #expect(result.status == 0)
        #expect(
            result.stderr.split(separator: "\n") == [
                "lifecycle-kb: note: \(runner.storePath) is read-only here; its built-in knowledge is older than this binary's and was not refreshed"
            ])
        #expect(try Self.listing(runner) == before)
    }

    @Test func writeCommandsFailWithOneSentenceAndChangeNothing() throws {
        let runner = try Self.lockedStore(folderMode: 0o555)
        defer { chmod(runner.folder.path(), 0o755) }
        let before = try Data(contentsOf: URL(fileURLWithPath: runner.storePath))
        let files = try Self.listing(runner)
        let writes: [[String]] = [
            ["import", "--tag", "more", runner.folder.appending(path: "a.log").path()], ["traces", "rm", "1"],
            ["rules", "disable", "appearance.duplicate"], ["db", "migrate"],
        ]
        for arguments in writes {
            let result = try Self.runUnprivileged(runner, arguments)
            #expect(result.status == 74, "\(arguments)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("is read-only here"), "\(arguments): \(result.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: runner.storePath)) == before)
        #expect(try Self.listing(runner) == files)
    }
}

private let setpriv = "/usr/bin/setpriv"
