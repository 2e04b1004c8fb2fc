import Foundation
import Testing

/// `ask` and `sources` through the built binary: the JSON kinds, exit codes, and text that is not
/// wrapped in a pipe.
@Suite struct AskCommandTests {
    @Test func reverseQuestionAnswersWithKindWhenAndTriggers() throws {
        let runner = try BinaryRunner()
        let result = try runner.run(["ask", "--format", "json", "when is viewWillAppear: called"])
        #expect(result.status == 0)
        let json = try #require(try result.json() as? [String: Any])
        #expect(json["kind"] as? String == "when")
        let triggers = try #require(json["triggered_by"] as? [[String: Any]])
        #expect(triggers.contains { $0["selector"] as? String == "beginAppearanceTransition:animated:" })
        #expect((json["fires"] as? [Any])?.isEmpty == true)
    }

    @Test func yesNoQuestionStartsWithItsVerdict() throws {
        let runner = try BinaryRunner()
        let json = try #require(
            try runner.run(["ask", "--format", "json", "is willMoveToParentViewController: called by addChildViewController:"]).json()
                as? [String: Any])
        #expect(json["kind"] as? String == "yes-no")
        #expect(json["verdict"] as? String == "yes")
        let text = try runner.run(["ask", "is willMoveToParentViewController: called by addChildViewController:"])
        #expect(text.stdout.hasPrefix("Yes."))
    }

    @Test func whatFiresAnswersKeepTheirKeysAndSayTheirKind() throws {
        let runner = try BinaryRunner()
        let json = try #require(
            try runner.run(["ask", "--format", "json", "what fires when addChild(_:) is called"]).json() as? [String: Any])
        #expect(json["kind"] as? String == "what-fires")
        for key in [
            "question", "language", "understood", "fact", "fires", "you_call", "never", "rules", "scenarios", "sources", "answer",
            "alternatives", "uncovered_context",
        ] {
            #expect(json[key] != nil, "missing \(key)")
        }
    }

    @Test func textInAPipeIsNotWrappedAndSourcesHaveTitles() throws {
        let runner = try BinaryRunner()
        let result = try runner.run(["ask", "what fires when addChild(_:) is called"])
        #expect(result.stdout.split(separator: "\n").contains { $0.count > 200 })
        #expect(result.stdout.contains("apple.addchild — "))
    }

    @Test func sourcesListsTitlesAndURLsAndShowsOne() throws {
        let runner = try BinaryRunner()
        let list = try runner.run(["sources"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("apple.addchild\tApple documentation\t"))
        #expect(list.stdout.contains("https://developer.apple.com/"))
        let one = try #require(try runner.run(["sources", "show", "--format", "json", "apple.addchild"]).json() as? [String: Any])
        #expect((one["url"] as? String)?.hasPrefix("https://") == true)
        #expect(try runner.run(["sources", "show", "no.such.source"]).status == 1)
    }
}
