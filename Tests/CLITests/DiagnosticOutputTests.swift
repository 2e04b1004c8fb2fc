import Foundation
import Testing

/// `check` and the errors of every command print through the shared diagnostics and reporters: the
/// compiler's shape with `note:` lines, JSON version 2 (always an array), SARIF, Markdown, and a
/// format a command does not write refused with 64.
@Suite struct DiagnosticOutputTests {
    static let faulty = "parent viewDidAppear:\nparent viewDidAppear:\nparent viewWillAppear:\n"

    @Test func relatedLinesAndTheFixAreNoteLines() throws {
        let runner = try BinaryRunner()
        let file = try runner.write(Self.faulty, named: "faulty.log")
        let result = try runner.run(["check", file])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let error = try #require(
            lines.firstIndex { $0.hasPrefix("\(file):2:") && $0.contains(": error: [appearance.duplicate] ") }, "\(result.stdout)")
        #expect(lines[error].hasSuffix("(parent)"))
        #expect(lines[error + 1] == "\(file):1: note: related event")
        #expect(lines[error + 2].hasPrefix("\(file):2:") && lines[error + 2].contains(": note: fix: "))
        #expect(!result.stdout.contains("see line"))
        #expect(lines.dropLast().last?.hasPrefix("\(file): 1 error, 0 warnings in 3 events, 1 object, 0 lines skipped") == true)
        #expect(lines.last == "note: more on appearance.duplicate: lifecycle-kb rules show appearance.duplicate")
    }

    @Test func jsonIsAlwaysAnArrayOfFileReportsAndVersioned() throws {
        let runner = try BinaryRunner()
        let file = try runner.write(Self.faulty, named: "faulty.log")
        let reports = try #require(try runner.run(["check", "--format", "json", file]).json() as? [[String: Any]])
        #expect(reports.count == 1)
        let report = reports[0]
        let violation = try #require((report["violations"] as? [[String: Any]])?.first)
        #expect(violation["related_lines"] as? [Int] == [1])
        #expect(violation["object"] as? String == "parent")
        let diagnostic = try #require((report["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["category"] as? String == violation["rule"] as? String)
        let version = try #require(try runner.run(["version", "--format", "json"]).json() as? [String: Any])
        #expect(version["json_version"] as? Int == 3)
        let imported = try #require(try runner.run(["import", "--format", "json", file]).json() as? [[String: Any]])
        let id = try #require(imported.first?["trace_id"] as? Int)
        let stored = try runner.run(["traces", "check", "--format", "json", "\(id)"])
        #expect(stored.status == 1)
        #expect((try stored.json() as? [[String: Any]])?.first?["violations"] as? [[String: Any]] != nil)
    }

    @Test func sarifAndMarkdownComeFromTheSharedReporters() throws {
        let runner = try BinaryRunner()
        let file = try runner.write(Self.faulty, named: "faulty.log")
        let sarif = try #require(try runner.run(["check", "--format", "sarif", file]).json() as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.contains { $0["ruleId"] as? String == "appearance.duplicate" })
        let markdown = try runner.run(["check", "--format", "markdown", file]).stdout
        #expect(markdown.hasPrefix("# lifecycle-kb: 1 error, 0 warnings"))
        #expect(markdown.contains("3 events, 1 object, 0 lines skipped."))
        #expect(markdown.contains("| 2 | error | `appearance.duplicate` |"))
    }

    @Test func aCommandRefusesAFormatItDoesNotWrite() throws {
        let runner = try BinaryRunner()
        for arguments in [
            ["rules"], ["orders"], ["sources"], ["scenarios"], ["search", "appear"], ["db", "status"], ["traces", "list"],
            ["ask", "what fires when addChild(_:) is called"], ["api", "addChild"],
        ] {
            let result = try runner.run(arguments + ["--format", "sarif"])
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("lifecycle-kb: error: "), "\(arguments): \(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
        for arguments in [["db", "vacuum"], ["db", "backup", runner.folder.appending(path: "copy.sqlite").path()], ["db", "migrate"]] {
            #expect(try runner.run(arguments + ["--format", "markdown"]).status == 64, "\(arguments)")
        }
        let source = try runner.run(["sources", "show", "--format", "markdown", "apple.addchild"])
        #expect(source.status == 0)
        #expect(source.stdout.hasPrefix("# apple.addchild\n\n| field | value |"))
    }

    @Test func errorsOfEveryKindShareOneShape() throws {
        let runner = try BinaryRunner()
        let missing = try runner.run(["check", runner.folder.appending(path: "absent.log").path()])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("absent.log: error: no such file"))
        let bad = try runner.write("-[A viewDidLoad]\n=== banner ===\n", named: "bad.log")
        let strict = try runner.run(["check", "--strict", bad])
        #expect(strict.status == 65)
        #expect(strict.stderr.hasPrefix("\(bad):2:1: error: "), "\(strict.stderr)")
        #expect(!strict.stderr.contains("[parse]"))
        let store = try runner.run(["db", "status", "--db", runner.folder.path()])
        #expect(store.status == 74)
        #expect(store.stderr.hasPrefix("lifecycle-kb: error: "), "\(store.stderr)")
    }
}
