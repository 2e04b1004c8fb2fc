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
