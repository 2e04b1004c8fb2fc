import Foundation
import Testing

/// The store under parallel use and under SIGKILL: no lost trace, no "database is locked", and a
/// killed import leaves each trace wholly present or absent.
@Suite(.serialized) struct ConcurrencyAndCrashTests {
    /// A clean trace of `lives` controllers, each a full appear/disappear life ending in dealloc.
    static func trace(lives: Int, tag: String) -> String {
        var lines: [String] = []
        for life in 0..<lives {
            let object = "<Demo.\(tag)Screen\(life): 0x7f00\(String(format: "%08x", life))>"
            for callback in [
                "loadView", "viewDidLoad", "viewWillAppear:", "viewDidAppear:", "viewWillDisappear:", "viewDidDisappear:", "dealloc",
            ] {
                lines.append("\(object) \(callback)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every stored trace holds exactly the events it says it has.
    static func tracesAreWhole(_ runner: BinaryRunner) throws -> Bool {
        let rows = try #require(
            try runner.run([
                "sql", "--format", "json",
                """
                SELECT t.id, t.event_count, (SELECT count(*) FROM trace_event e WHERE e.trace_id = t.id) AS stored
                FROM trace t WHERE t.origin = 'user'
                """,
            ]).json() as? [[String: Any]])
        return rows.allSatisfy { ($0["event_count"] as? Int) == ($0["stored"] as? Int) }
    }

    @Test func fourImportersAndFourReadersAtOnce() async throws {
        let runner = try BinaryRunner()
        #expect(try runner.run(["db", "status"]).status == 0)
        var files: [String] = []
        for index in 0..<4 {
            let url = runner.folder.appending(path: "import-\(index).log")
            try Self.trace(lives: 3_000, tag: "T\(index)").write(to: url, atomically: true, encoding: .utf8)
            files.append(url.path())
        }
        let clean = runner.folder.appending(path: "clean.log")
        try Self.trace(lives: 50, tag: "R").write(to: clean, atomically: true, encoding: .utf8)
        let commands: [[String]] =
            files.map { ["import", $0] } + [
                ["ask", "what fires when addChild(_:) is called"], ["check", clean.path()], ["traces", "list"],
                ["ask", "调用 removeFromParentViewController 时会触发什么"],
            ]
        let results = try await withThrowingTaskGroup(of: ([String], BinaryRunner.Result).self) { group in
            for command in commands {
                group.addTask { (command, try runner.run(command)) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for (command, result) in results {
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(!result.stderr.contains("locked"), "\(command): \(result.stderr)")
        }
        let listed = try #require(try runner.run(["traces", "list", "--format", "json"]).json() as? [[String: Any]])
        #expect(listed.count == 4)
        #expect(listed.allSatisfy { $0["events"] as? Int == 21_000 })
        #expect(try Self.tracesAreWhole(runner))
    }

    @Test func killingImportersLeavesEveryTraceWholeOrAbsent() throws {
        let runner = try BinaryRunner()
        #expect(try runner.run(["db", "status"]).status == 0)
        var generator = SystemRandomNumberGenerator()
        for attempt in 0..<50 {
            let url = runner.folder.appending(path: "kill-\(attempt).log")
            try Self.trace(lives: 4_000, tag: "K\(attempt)").write(to: url, atomically: true, encoding: .utf8)
            let process = try runner.start(["import", url.path()])
            usleep(UInt32.random(in: 0...400_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try FileManager.default.removeItem(at: url)
        }
        let check = try runner.run(["db", "check"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(try Self.tracesAreWhole(runner))
        let last = runner.folder.appending(path: "after.log")
        try Self.trace(lives: 10, tag: "after").write(to: last, atomically: true, encoding: .utf8)
        #expect(try runner.run(["import", last.path()]).status == 0)
        #expect(try Self.tracesAreWhole(runner))
    }
}
