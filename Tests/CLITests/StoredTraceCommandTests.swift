import Foundation
import Testing

/// `traces export` of a long stored trace: capped with a note, or only the objects with violations.
@Suite struct StoredTraceCommandTests {
    static func longTrace(in runner: BinaryRunner) throws -> String {
        let url = runner.folder.appending(path: "long.log")
        var lines = (0..<1_500).map { "-[Screen\($0) viewWillAppear:]\n-[Screen\($0) viewWillDisappear:]\n" }
        lines.append("-[Broken viewDidAppear:]\n-[Broken viewDidAppear:]\n")
        try Data(lines.joined().utf8).write(to: url)
        #expect(try runner.run(["import", url.path()]).status == 0)
        return "1"
    }

    @Test func aLongTraceIsDrawnUpToTheCapWithANote() throws {
        let runner = try BinaryRunner()
        let id = try Self.longTrace(in: runner)
        let capped = try runner.run(["traces", "export", "--max-events", "100", id])
        #expect(capped.status == 0)
        #expect(capped.stdout.components(separatedBy: "->>").count - 1 == 100)
        #expect(capped.stdout.contains("> Note: the diagram shows the first 100 of 3002 events"))
        let bare = try runner.run(["traces", "export", "--as", "mermaid", "--max-events", "100", id])
        #expect(bare.stdout.contains("%% the diagram shows the first 100 of 3002 events"))
    }

    @Test func showPrintsWhatWasGivenAtImport() throws {
        let runner = try BinaryRunner()
        let log = try runner.write("-[Login viewDidLoad]\n-[Login viewWillAppear:]\n", named: "login.log")
        let imported = try runner.run([
            "import", log, "--ios", "17.4", "--device", "iPhone 15", "--tag", "login", "--tag", "smoke", "--description",
            "the login screen",
        ])
        #expect(imported.status == 0, "\(imported.stderr)")
        let text = try runner.run(["traces", "show", "1"]).stdout
        for line in ["  description: the login screen", "  iOS: 17.4", "  device: iPhone 15", "  tags: login, smoke", "  file: \(log)"] {
            #expect(text.contains("\n\(line)\n"), "\(line): \(text)")
        }
        let markdown = try runner.run(["traces", "show", "--format", "markdown", "1"]).stdout
        #expect(markdown.contains("\n- iOS: 17.4\n- device: iPhone 15\n- tags: login, smoke\n"), "\(markdown)")
        let bare = try runner.write("-[Plain viewDidLoad]\n", named: "plain.log")
        #expect(try runner.run(["import", bare]).status == 0)
        #expect(!(try runner.run(["traces", "show", "2"]).stdout.contains("iOS:")), "nothing given, nothing shown")
    }

    @Test func onlyViolationsDrawsTheObjectsThatHaveThem() throws {
        let runner = try BinaryRunner()
        let id = try Self.longTrace(in: runner)
        let drawn = try runner.run(["traces", "export", "--as", "mermaid", "--only-violations", id])
        #expect(drawn.status == 0)
        #expect(drawn.stdout.components(separatedBy: "->>").count - 1 == 2)
        #expect(drawn.stdout.contains("appearance.duplicate"))
        #expect(!drawn.stdout.contains("Screen1"))
    }
}
