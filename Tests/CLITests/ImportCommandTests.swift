import Foundation
import Testing

/// `import`, `traces` and `rules import` through the built binary: all or nothing, idempotent, kept.
@Suite struct ImportCommandTests {
    static let acceptance = BinaryRunner.packageRoot.deletingLastPathComponent().appending(path: "shared/acceptance/traces")
    static let fixtures = BinaryRunner.packageRoot.appending(path: "Tests/CLITests/Fixtures/traces")

    /// A team rule in the Data/rules format that flags a second viewDidLoad.
    static let teamRule = """
        id: team.no-double-load
        severity: warning
        summary: {en: "viewDidLoad ran twice", zh: "viewDidLoad 执行了两次"}
        rationale: {en: "Our screens load once.", zh: "我们的页面只加载一次。"}
        fix: {en: "Do not call viewDidLoad yourself.", zh: "不要自己调用 viewDidLoad。"}
        sources: [001_239b30c79ca54ce8.txt, "https://example.com/team-handbook"]
        checks:
          - kind: no-repeat
            event: viewDidLoad
        examples:
          conforming:
            - |
              viewDidLoad
          violating:
            - |
              viewDidLoad
              ↓viewDidLoad
        """

    /// Our own fixture traces, plus every acceptance trace when `../shared` sits beside the checkout.
    static func traceFiles() throws -> [URL] {
        let folders = [fixtures, acceptance]
        let files = folders.flatMap { (try? FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil)) ?? [] }
        return files.filter { $0.pathExtension == "log" }.sorted { $0.path < $1.path }
    }

    /// A fingerprint of everything a user can store: counts and sums over the user tables.
    static func fingerprint(_ runner: BinaryRunner) throws -> String {
        try runner.run([
            "sql", "--format", "json",
            """
            SELECT (SELECT count(*) FROM trace) AS traces, (SELECT count(*) FROM trace_event) AS events,
                   (SELECT total(line * 31 + sequence) FROM trace_event) AS event_sum,
                   (SELECT count(*) FROM trace_violation) AS violations, (SELECT count(*) FROM trace_tag) AS tags,
                   (SELECT group_concat(content_hash) FROM trace) AS hashes
            """,
        ]).stdout
    }

    @Test func importStoresEachTraceOnceAndReimportIsANoOp() throws {
        let runner = try BinaryRunner()
        let files = try Self.traceFiles().map { $0.path() }
        try #require(!files.isEmpty)
        let first = try runner.run(["import", "--format", "json", "--tag", "acceptance"] + files)
        #expect(first.status == 0, "\(first.stderr)")
        let results = try #require(try first.json() as? [[String: Any]])
        #expect(results.count == files.count)
        #expect(results.allSatisfy { $0["status"] as? String == "imported" })
        let before = try Self.fingerprint(runner)
        let again = try runner.run(["import", "--format", "json"] + files)
        #expect(again.status == 0)
        let repeated = try #require(try again.json() as? [[String: Any]])
        #expect(repeated.allSatisfy { $0["status"] as? String == "already-imported" })
        #expect(try Self.fingerprint(runner) == before)
        let listed = try #require(try runner.run(["traces", "list", "--format", "json", "--tag", "acceptance"]).json() as? [[String: Any]])
        #expect(listed.count == files.count)
    }

    @Test func tracesCheckReproducesCheck() throws {
        let runner = try BinaryRunner()
        func verdicts(_ result: BinaryRunner.Result) throws -> [String] {
            let report = try #require(try result.fileReport())
            return ((report["violations"] as? [[String: Any]]) ?? []).map { violation in
                ["rule", "severity", "line", "column", "object"].map { "\(violation[$0] ?? "")" }.joined(separator: "|")
            }
        }
        for file in try Self.traceFiles() {
            let direct = try runner.run(["check", "--format", "json", file.path()])
            let imported = try #require(try runner.run(["import", "--format", "json", file.path()]).json() as? [[String: Any]])
            let id = try #require(imported.first?["trace_id"] as? Int)
            let stored = try runner.run(["traces", "check", "--format", "json", "\(id)"])
            #expect(stored.status == direct.status, "\(file.lastPathComponent)")
            #expect(try verdicts(stored) == verdicts(direct), "\(file.lastPathComponent)")
        }
    }

    @Test func aMalformedFileAmongGoodOnesChangesNothing() throws {
        let runner = try BinaryRunner()
        let good = try runner.write("-[A viewDidLoad]\n-[A viewWillAppear:]\n", named: "good.log")
        let bad = try runner.write("-[A viewDidLoad]\n=== banner ===\n", named: "bad.log")
        _ = try runner.run(["import", try runner.write("-[B viewDidLoad]\n", named: "earlier.log")])
        let before = try Self.fingerprint(runner)
        let result = try runner.run(["import", "--strict", good, bad])
        #expect(result.status == 65)
        #expect(result.stderr.hasPrefix("\(bad):2:1: error:"), "\(result.stderr)")
        #expect(try Self.fingerprint(runner) == before)
        let undecodable = runner.folder.appending(path: "binary.log")
        try Data([0x2D, 0x5B, 0x41, 0x20, 0xFF, 0xFE, 0x5D, 0x0A]).write(to: undecodable)
        #expect(try runner.run(["import", good, undecodable.path()]).status == 65)
        #expect(try Self.fingerprint(runner) == before)
    }

    @Test func aMissingFileIsExit66AndChangesNothing() throws {
        let runner = try BinaryRunner()
        let good = try runner.write("-[A viewDidLoad]\n", named: "good.log")
        let before = try Self.fingerprint(runner)
        let result = try runner.run(["import", good, runner.folder.appending(path: "absent.log").path()])
        #expect(result.status == 66)
        #expect(result.stderr.contains("absent.log: error: no such file"))
        #expect(try Self.fingerprint(runner) == before)
        #expect(try runner.run(["import", runner.folder.path()]).status == 66)
    }

    @Test func tracesShowAndRemove() throws {
        let runner = try BinaryRunner()
        let file = try runner.write("-[A viewDidLoad]\n-[A viewDidAppear:]\n-[A viewDidAppear:]\n", named: "t.log")
        let imported = try #require(try runner.run(["import", "--format", "json", "--name", "double", file]).json() as? [[String: Any]])
        let id = try #require(imported.first?["trace_id"] as? Int)
        let shown = try #require(try runner.run(["traces", "show", "--format", "json", "\(id)"]).json() as? [String: Any])
        #expect((shown["events"] as? [Any])?.count == 3)
        #expect(((shown["violations"] as? [[String: Any]]) ?? []).contains { $0["rule"] as? String == "appearance.duplicate" })
        let diagram = try runner.run(["traces", "export", "\(id)"])
        #expect(diagram.status == 0)
        #expect(diagram.stdout.contains("```mermaid\nsequenceDiagram"))
        #expect(diagram.stdout.contains("Note over"))
        #expect(try runner.run(["traces", "rm", "\(id)"]).status == 0)
        #expect(try runner.run(["traces", "show", "\(id)"]).status == 1)
    }

    @Test func teamRulesAreStoredRunAndSwitchable() throws {
        let runner = try BinaryRunner()
        let path = try runner.write(Self.teamRule, named: "team.yaml")
        let imported = try runner.run(["rules", "import", path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let listed = try #require(try runner.run(["rules", "--format", "json"]).json() as? [[String: Any]])
        #expect(listed.contains { $0["id"] as? String == "team.no-double-load" && $0["origin"] as? String == "user" })
        let trace = try runner.write("-[A viewDidLoad]\n-[A viewDidLoad]\n", named: "t.log")
        let checked = try #require(try runner.run(["check", "--format", "json", trace]).fileReport())
        #expect(((checked["violations"] as? [[String: Any]]) ?? []).contains { $0["rule"] as? String == "team.no-double-load" })
        #expect(try runner.run(["rules", "disable", "team.no-double-load"]).status == 0)
        let silenced = try #require(try runner.run(["check", "--format", "json", trace]).fileReport())
        #expect(!((silenced["violations"] as? [[String: Any]]) ?? []).contains { $0["rule"] as? String == "team.no-double-load" })
        #expect(try runner.run(["rules", "enable", "team.no-double-load"]).status == 0)
    }

    @Test func aBrokenTeamRuleIsLocatedAndNothingIsStored() throws {
        let runner = try BinaryRunner()
        let path = try runner.write(
            """
            id: team.typo
            severity: error
            summary: {en: "s", zh: "中"}
            rationale: {en: "r", zh: "中"}
            fix: {en: "f", zh: "中"}
            sources: [001_239b30c79ca54ce8.txt]
            checks:
              - kind: no-repeat
                event: 'viewDidApear:'
            examples:
              conforming: ["viewDidLoad"]
              violating: ["viewDidLoad"]
            """, named: "broken.yaml")
        let result = try runner.run(["rules", "import", path])
        #expect(result.status == 65)
        #expect(result.stderr.contains("broken.yaml:9: error:"), "\(result.stderr)")
        let listed = try #require(try runner.run(["rules", "--format", "json"]).json() as? [[String: Any]])
        #expect(!listed.contains { $0["id"] as? String == "team.typo" })
    }
}
