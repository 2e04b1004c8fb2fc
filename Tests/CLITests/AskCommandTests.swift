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

/// The fast path that reads `ask QUESTION` without ArgumentParser answers exactly as the parsed
/// command does: each question is asked both ways (`--context` sends it through ArgumentParser,
/// naming a context the question already names).
@Suite struct AskFastPathTests {
    @Test(arguments: [
        ("what fires when addChild(_:) is called in viewDidLoad", "in-view-did-load"),
        ("在 viewWillAppear 中手动调用 loadView 会触发什么", "called-manually"),
        ("what fires when loadView is called manually", "called-manually"),
    ])
    func fastAndParsedAnswersAgree(question: String, context: String) throws {
        let runner = try BinaryRunner()
        let fast = try runner.run(["ask", "--format=json", question])
        let parsed = try runner.run(["ask", "--format", "json", "--context", context, question])
        #expect(fast.status == 0 && parsed.status == 0)
        #expect(fast.stdout == parsed.stdout)
        let explicit = try runner.run(["ask", "--db", runner.storePath, "--no-color", "--format", "json", question])
        #expect(explicit.stdout == fast.stdout)
    }

    @Test func argumentsTheFastPathLeavesAloneStillWork() throws {
        let runner = try BinaryRunner()
        #expect(try runner.run(["ask", "--format", "yaml", "what fires when addChild is called"]).status == 64)
        #expect(try runner.run(["ask"]).status == 64)
        #expect(try runner.run(["ask", "--help"]).stdout.contains("--trigger"))
        #expect(try runner.run(["ask", "what fires when nothing at all happens"]).status == 1)
    }
}
