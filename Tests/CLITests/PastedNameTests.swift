import Foundation
import Testing

/// An Objective-C name pasted as is (`-[Class selector:]`, `+[Class selector]`) reaches every command
/// that takes an API as a value, without `--`, wherever it stands among the options.
@Suite struct PastedNameTests {
    let runner: BinaryRunner

    init() throws {
        runner = try BinaryRunner()
    }

    /// The JSON object a run printed, after checking it succeeded and printed no usage text.
    func object(_ arguments: [String]) throws -> [String: Any] {
        let result = try runner.run(arguments)
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        #expect(!result.stdout.contains("USAGE:"), "\(arguments) printed the help")
        return try #require(try result.json() as? [String: Any], "\(arguments): \(result.stdout.prefix(200))")
    }

    func selector(ofAPI object: [String: Any]) -> String? {
        (object["api"] as? [String: Any])?["selector"] as? String
    }

    @Test func apiTakesAPastedInstanceMethodWhoseLettersAreShortFlags() throws {
        // "Child" holds an h: read as short flags this printed the help and exited 0.
        let result = try runner.run(["api", "-[UIViewController addChildViewController:]"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("UIViewController.addChildViewController:"))
        #expect(selector(ofAPI: try object(["api", "-[UIViewController viewDidLoad]", "--format", "json"])) == "viewDidLoad")
        #expect(selector(ofAPI: try object(["api", "--format", "json", "-[UIViewController viewDidLoad]"])) == "viewDidLoad")
    }

    @Test func apiTakesAPastedClassMethodSpelling() throws {
        let found = try object(["api", "+[UIView requiresConstraintBasedLayout]", "--format", "json"])
        #expect(selector(ofAPI: found) == "requiresConstraintBasedLayout")
    }

    @Test func askTakesAQuestionThatStartsWithAPastedName() throws {
        let quoted = try object(["ask", "-[UIViewController addChildViewController:] what fires", "--format", "json"])
        let trigger = (quoted["understood"] as? [String: Any])?["trigger"] as? [String: Any]
        #expect(trigger?["selector"] as? String == "addChildViewController:")
        // Unquoted, the shell splits the name into "-[UIView" and "removeFromSuperview]".
        let split = try object(["ask", "--format", "json", "what", "fires", "when", "-[UIView", "removeFromSuperview]", "is", "called"])
        #expect(split["question"] as? String == "what fires when -[UIView removeFromSuperview] is called")
        let splitTrigger = (split["understood"] as? [String: Any])?["trigger"] as? [String: Any]
        #expect(splitTrigger?["selector"] as? String == "removeFromSuperview")
    }

    @Test func askTriggerOptionTakesAPastedName() throws {
        let answer = try object([
            "ask", "--trigger", "-[UIView addSubview:]", "--context", "after-parent-did-appear", "--format", "json", "",
        ])
        let trigger = (answer["understood"] as? [String: Any])?["trigger"] as? [String: Any]
        #expect(trigger?["selector"] as? String == "addSubview:")
    }

    /// Unquoted, the shell splits `-[UIViewController addChildViewController:]` into two words.
    @Test func apiTakesAnUnquotedPastedName() throws {
        let result = try runner.run(["api", "-[UIViewController", "addChildViewController:]"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("UIViewController.addChildViewController:"))
        let json = try object(["api", "--format", "json", "+[UIView", "requiresConstraintBasedLayout]"])
        #expect(selector(ofAPI: json) == "requiresConstraintBasedLayout")
    }

    @Test func triggerTakesAnUnquotedPastedName() throws {
        for trigger in [["--trigger", "-[UIView", "addSubview:]"], ["--trigger=-[UIView", "addSubview:]"]] {
            let answer = try object(["query"] + trigger + ["--context", "after-parent-did-appear", "--format", "json", ""])
            let understood = (answer["understood"] as? [String: Any])?["trigger"] as? [String: Any]
            #expect(understood?["selector"] as? String == "addSubview:", "\(trigger)")
        }
    }

    @Test func aBracketNeverClosedIsLeftAsItIs() throws {
        let result = try runner.run(["api", "-[UIView", "--format", "json", "addSubview:]"])
        #expect(result.status != 0)
    }

    @Test func searchTakesAPastedName() throws {
        let found = try object(["search", "-[UIViewController viewDidLoad]", "--format", "json"])
        #expect(found["query"] as? String == "-[UIViewController viewDidLoad]")
        let hits = try #require(found["hits"] as? [[String: Any]])
        #expect(hits.contains { $0["id"] as? String == "UIViewController.viewDidLoad" })
    }

    @Test func aRealOptionAfterAPastedNameIsStillAnOption() throws {
        let result = try runner.run(["api", "-[UIViewController viewDidLoad]", "--no-such-option"])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("lifecycle-kb: error:"), "\(result.stderr)")
    }
}
