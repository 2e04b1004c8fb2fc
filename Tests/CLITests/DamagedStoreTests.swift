import Foundation
import Testing

/// Real stores damaged three ways (header overwritten, pages zeroed, file cut short): `db check`
/// says what it found, `db recover` brings every readable trace, team rule and setting into a fresh
/// store exactly as it was; `db backup` and `db vacuum` work on a store in use.
@Suite struct DamagedStoreTests {
    /// A team rule file, as a team would keep it.
    static let teamRule = BinaryRunner.packageRoot.appending(path: "Tests/CLITests/Fixtures/rules/team-no-double-load.yaml")

    /// A store with five imported traces, one team rule and one rule setting; returns each trace as
    /// `traces show --format json` prints it.
    static func populatedStore() throws -> (BinaryRunner, [Int: String]) {
        let runner = try BinaryRunner()
        var files: [String] = []
        for index in 1...5 {
            let url = runner.folder.appending(path: "t\(index).log")
            let lines = (0..<(index * 40)).map { "-[Screen\(index)_\($0) viewDidLoad]\n-[Screen\(index)_\($0) viewDidAppear:]\n" }
            try Data(lines.joined().utf8).write(to: url)
            files.append(url.path())
        }
        #expect(try runner.run(["import", "--tag", "team"] + files).status == 0)
        #expect(try runner.run(["rules", "import", teamRule.path()]).status == 0)
        #expect(try runner.run(["rules", "disable", "appearance.duplicate"]).status == 0)
        var shown: [Int: String] = [:]
        for id in 1...5 { shown[id] = try runner.run(["traces", "show", "--format", "json", "\(id)"]).stdout }
        return (runner, shown)
    }

    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        case header, zeroedPages, truncated
        var testDescription: String { rawValue }

        /// Damages the file and returns a phrase `db check` must say about it.
        func apply(to path: String) throws -> String {
            let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            switch self {
            case .header:
                try handle.write(contentsOf: Data("not a database!!".utf8))
                return "header is damaged"
            case .zeroedPages:
                try handle.seek(toOffset: 100 * 4096)
                try handle.write(contentsOf: Data(count: 3 * 4096))
                return "integrity_check"
            case .truncated:
                try handle.truncate(atOffset: try handle.seekToEnd() * 2 / 3)
                return "truncated"
            }
        }
    }

    @Test(arguments: Damage.allCases)
    func checkSaysWhatItFoundAndRecoverSavesTheUsersRows(damage: Damage) throws {
        let (runner, shown) = try Self.populatedStore()
        let phrase = try damage.apply(to: runner.storePath)
        let check = try runner.run(["db", "check"])
        #expect(check.status == 74)
        #expect(check.stderr.contains(phrase), "\(check.stderr)")
        let out = runner.folder.appending(path: "recovered.sqlite").path()
        let recover = try runner.run(["db", "recover", "--format", "json", "--out", out])
        let report = try #require((try? recover.json()) as? [String: Any], "\(recover.stderr)")
        let saved = (report["saved_traces"] as? [Int]) ?? []
        let lost = (report["lost_traces"] as? [Int]) ?? []
        let partial = ((report["partial_traces"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? Int }
        #expect(Set(saved).union(lost).union(partial) == Set(1...5))
        #expect(recover.status == (lost.isEmpty && partial.isEmpty && (report["unreadable"] as? [String])?.isEmpty == true ? 0 : 1))
        for id in saved {
            #expect(try runner.run(["traces", "show", "--format", "json", "--db", out, "\(id)"]).stdout == shown[id], "trace \(id)")
        }
        if (report["saved_team_rules"] as? [String]) == ["team.no-double-load"] {
            #expect(try runner.run(["rules", "--db", out]).stdout.contains("team.no-double-load"))
        }
        #expect(try runner.run(["db", "check", "--db", out]).status == 0)
        #expect(damage == .truncated || saved == Array(1...5), "only a cut file may lose traces: \(report)")
    }

    /// A file cut short is still reported when a `-wal` file sits beside it: the header's page count is
    /// not trusted then (a checkpoint killed halfway leaves it ahead of the file), SQLite's check is.
    @Test func aCutFileBesideAWALIsStillReported() throws {
        let (runner, _) = try Self.populatedStore()
        _ = try Damage.truncated.apply(to: runner.storePath)
        try Data(repeating: 0x6A, count: 4096).write(to: URL(fileURLWithPath: runner.storePath + "-wal"))
        let check = try runner.run(["db", "check"])
        #expect(check.status == 74)
        #expect(check.stderr.contains("malformed") || check.stderr.contains("integrity"), "\(check.stderr)")
    }

    @Test func recoverWithoutOutReplacesTheStoreAndKeepsTheDamagedFile() throws {
        let (runner, shown) = try Self.populatedStore()
        _ = try Damage.zeroedPages.apply(to: runner.storePath)
        let recover = try runner.run(["db", "recover"])
        #expect(recover.status == 0, "\(recover.stderr)")
        #expect(FileManager.default.fileExists(atPath: runner.storePath + ".damaged"))
        #expect(try runner.run(["db", "check"]).status == 0)
        #expect(try runner.run(["traces", "show", "--format", "json", "3"]).stdout == shown[3])
        #expect(try runner.run(["rules", "--format", "json"]).stdout.contains("team.no-double-load"))
    }

    @Test func backupWhileAnotherProcessImportsIsAConsistentStore() throws {
        let (runner, shown) = try Self.populatedStore()
        let big = runner.folder.appending(path: "big.log")
        try Data((0..<20_000).map { "-[Big\($0) viewDidLoad]\n" }.joined().utf8).write(to: big)
        let importer = try runner.start(["import", big.path()])
        let out = runner.folder.appending(path: "backup.sqlite").path()
        let backup = try runner.run(["db", "backup", "--out", out])
        importer.waitUntilExit()
        #expect(backup.status == 0, "\(backup.stderr)")
        #expect(try runner.run(["db", "check", "--db", out]).status == 0)
        #expect(try runner.run(["traces", "show", "--format", "json", "--db", out, "2"]).stdout == shown[2])
        #expect(try runner.run(["db", "backup", "--out", out]).status == 74)
    }

    @Test func vacuumGivesBackTheSpaceOfARemovedTrace() throws {
        let runner = try BinaryRunner()
        let big = runner.folder.appending(path: "big.log")
        try Data((0..<30_000).map { "-[Big\($0 % 50) viewWillAppear:]\n-[Big\($0 % 50) viewWillDisappear:]\n" }.joined().utf8).write(
            to: big)
        #expect(try runner.run(["import", big.path()]).status == 0)
        #expect(try runner.run(["traces", "rm", "1"]).status == 0)
        let vacuum = try #require(try runner.run(["db", "vacuum", "--format", "json"]).json() as? [String: Int])
        let before = try #require(vacuum["bytes_before"])
        let after = try #require(vacuum["bytes_after"])
        #expect(after < before - 1_000_000, "\(vacuum)")
    }
}
