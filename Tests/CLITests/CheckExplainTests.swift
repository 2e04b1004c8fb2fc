import Foundation
import Testing

/// `check --explain` through the built binary: the scenarios of a log as text, JSON and Markdown with
/// a Mermaid diagram; a format it does not write is refused; a pasted UIKit message is explained by `ask`.
@Suite struct CheckExplainTests {
    static let push = """
        -[DetailViewController willMoveToParentViewController:]
        -[DetailViewController viewDidLoad]
        -[ListViewController viewWillDisappear:]
        -[DetailViewController viewWillAppear:]
        -[ListViewController viewDidDisappear:]
        -[DetailViewController didMoveToParentViewController:]
        -[DetailViewController viewDidAppear:]

        """

    @Test func theExplanationInEveryFormat() throws {
        let runner = try BinaryRunner()
        let file = try runner.write(Self.push, named: "push.log")
        let text = try runner.run(["check", "--explain", file])
        #expect(text.status == 0)
        #expect(text.stdout.contains("lines 1–7: navigation.push"))
        #expect(
            text.stdout.contains("departure: expected to viewDidAppear: before to didMoveToParentViewController:; seen line 7 after line 6")
        )
        let json = try #require(try runner.run(["check", "--explain", "--format", "json", file]).json() as? [[String: Any]])
        let segment = try #require((json.first?["segments"] as? [[String: Any]])?.first)
        #expect(segment["scenario"] as? String == "navigation.push" && segment["first_line"] as? Int == 1)
        let markdown = try runner.run(["check", "--explain", "--format", "markdown", file]).stdout
        #expect(markdown.contains("```mermaid\nsequenceDiagram\n") && markdown.contains("Note over P1,P2: lines 1–7 navigation.push"))
        #expect(try runner.run(["check", "--explain", "--format", "sarif", file]).status == 64)
    }

    @Test func aPastedConsoleMessageIsExplained() throws {
        let runner = try BinaryRunner()
        let line =
            "2016-11-07 16:40:46.984 ChatSecure[51857:1163628] Unbalanced calls to begin/end appearance transitions for <UINavigationController: 0x7ff5b081c000>."
        let result = try runner.run(["ask", "--format", "json", line])
        #expect(result.status == 0)
        let answer = try #require(try result.json() as? [String: Any])
        #expect(answer["kind"] as? String == "warning" && answer["warning"] as? String == "unbalanced-appearance-transitions")
        #expect(answer["rules"] as? [String] == ["appearance.unbalanced-transition"])
        #expect(answer["object"] as? String == "<UINavigationController: 0x7ff5b081c000>")
        #expect(!((answer["causes"] as? [String]) ?? []).isEmpty && !((answer["cited_sources"] as? [Any]) ?? []).isEmpty)
        let text = try runner.run(["ask", "why do I get Unbalanced calls to begin/end appearance transitions?"]).stdout
        #expect(text.contains("appearance.unbalanced-transition"))
    }
}
