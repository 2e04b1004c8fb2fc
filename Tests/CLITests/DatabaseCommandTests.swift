import Foundation
import Testing

/// `db status`, `db check` and `sql` through the built binary: exit codes and JSON.
@Suite struct DatabaseCommandTests {
    @Test func statusPrintsSchemaVersionAndCountsAsJSON() throws {
        let runner = try BinaryRunner()
        let result = try runner.run(["db", "status", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let status = try #require(try result.json() as? [String: Any])
        #expect(status["path"] as? String == runner.storePath)
        #expect((status["schema_version"] as? Int ?? 0) >= 1)
        let counts = try #require(status["counts"] as? [String: Int])
        #expect(Set(counts.keys) == ["apis", "facts", "orders", "rules", "scenarios", "traces"])
        #expect(counts["apis", default: 0] > 0)
        #expect(counts["traces"] == 0)
    }

    /// Every other runner starts from a copy of a created store; here the commands meet none.
    @Test(arguments: [["query", "what fires when addChild(_:) is called"], ["rules", "--format", "json"]])
    func aFirstRunOnNoStoreCreatesItAndAnswers(arguments: [String]) throws {
        let runner = try BinaryRunner()
        let store = runner.folder.appending(path: "new/kb.sqlite").path()
        try FileManager.default.createDirectory(atPath: runner.folder.appending(path: "new").path(), withIntermediateDirectories: true)
        let result = try runner.run(arguments, environment: ["LIFECYCLE_KB_DB": store])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        #expect(!result.stdout.isEmpty)
        #expect(FileManager.default.fileExists(atPath: store))
    }

    @Test func aCopiedBinaryRunsFromAnotherFolder() throws {
        let runner = try BinaryRunner()
        let copy = runner.folder.appending(path: "bin/lifecycle-kb")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: BinaryRunner.binary, to: copy)
        let result = try runner.run(["db", "status", "--format", "json"], binary: copy, directory: FileManager.default.temporaryDirectory)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"schema_version\""))
    }

    @Test func dbCheckIsCleanOnAFreshStore() throws {
        let result = try BinaryRunner().run(["db", "check"])
        #expect(result.status == 0)
        #expect(result.stdout == "ok\n")
    }

    @Test func sqlRefusesAWriteAndChangesNothing() throws {
        let runner = try BinaryRunner()
        let before = try runner.run(["sql", "--format", "json", "SELECT count(*) AS n FROM api"])
        #expect(before.status == 0, "\(before.stderr)")
        let refused = try runner.run(["sql", "DELETE FROM api"])
        #expect(refused.status == 65)
        #expect(refused.stderr.hasPrefix("lifecycle-kb: error: "))
        #expect(refused.stderr.split(separator: "\n").count == 1)
        let after = try runner.run(["sql", "--format", "json", "SELECT count(*) AS n FROM api"])
        #expect(after.stdout == before.stdout)
    }

    @Test func sqlPrintsRowsAsJSONObjects() throws {
        let result = try BinaryRunner().run(["sql", "--format", "json", "SELECT 1 AS one, 'x' AS name, NULL AS absent"])
        let rows = try #require(try result.json() as? [[String: Any]])
        #expect(rows.count == 1)
        #expect(rows[0]["one"] as? Int == 1)
        #expect(rows[0]["name"] as? String == "x")
        #expect(rows[0]["absent"] is NSNull)
    }

    @Test func aBadOptionIsAUsageError() throws {
        let result = try BinaryRunner().run(["db", "status", "--format", "yaml"])
        #expect(result.status == 64)
    }

    @Test func anUnopenableStoreIsAnIOError() throws {
        let result = try BinaryRunner().run(["db", "status", "--db", "/proc/no-such-dir/kb.sqlite"])
        #expect(result.status == 74)
        #expect(result.stderr.hasPrefix("lifecycle-kb: error: "))
    }
}

/// `--db` misuse: someone else's database, a missing folder, an empty path.
@Suite struct StorePathTests {
    @Test func aFileThatIsNotAStoreIsRefusedWithExit74AndLeftAsItWas() throws {
        let runner = try BinaryRunner()
        let path = runner.folder.appending(path: "notes.txt").path()
        try Data("a file someone mistyped as --db\n".utf8).write(to: URL(fileURLWithPath: path))
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = try runner.run(["db", "status", "--db", path])
        #expect(result.status == 74)
        #expect(result.stderr.hasPrefix("lifecycle-kb: error: "))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func aTypoedFolderIsNotCreated() throws {
        let runner = try BinaryRunner()
        let result = try runner.run(["db", "status", "--db", runner.folder.appending(path: "typo/kb.sqlite").path()])
        #expect(result.status == 74)
        #expect(result.stderr.contains("does not exist"))
        #expect(!FileManager.default.fileExists(atPath: runner.folder.appending(path: "typo").path()))
    }

    @Test func anEmptyDBPathIsAUsageError() throws {
        #expect(try BinaryRunner().run(["db", "status", "--db", ""]).status == 64)
    }
}
