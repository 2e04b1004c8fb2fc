import Foundation
import Testing

/// `query` (alias `ask`) and `sources` through the built binary: the JSON kinds, exit codes, the
/// screen-sized and `--long` answers, and text that is not wrapped in a pipe.
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

    @Test(arguments: [
        "what fires when addChild(_:) is called", "when is viewWillAppear: called", "调用 removeFromParentViewController 时会触发什么",
    ])
    func queryAndAskAreOneCommand(question: String) throws {
        let runner = try BinaryRunner()
        let asked = try runner.run(["ask", "--format", "json", question])
        #expect(asked.status == 0)
        // Through the fast path, and through ArgumentParser (`--`).
        for arguments in [["query", "--format", "json", question], ["query", "--format", "json", "--", question]] {
            let queried = try runner.run(arguments)
            #expect(queried.status == asked.status && queried.stdout == asked.stdout, "\(arguments)")
        }
    }

    @Test func theDefaultAnswerFitsAScreenAndLongPrintsTheWholeOne() throws {
        let runner = try BinaryRunner()
        let question = "what fires when addChild(_:) is called"
        let short = try runner.run(["query", question])
        let long = try runner.run(["query", "--long", question])
        #expect(short.status == 0 && long.status == 0)
        #expect(short.stdout.split(separator: "\n").count <= 25)
        #expect(long.stdout.split(separator: "\n").count > short.stdout.split(separator: "\n").count)
        #expect(try runner.run(["query", "--long", "--", question]).stdout == long.stdout)
    }

    @Test func langChoosesTheAnswersLanguage() throws {
        let runner = try BinaryRunner()
        let question = "what fires when addChild(_:) is called"
        for arguments in [["query", "--lang", "zh", "--format", "json", question], ["ask", "--lang=zh", "--format=json", "--", question]] {
            let json = try #require(try runner.run(arguments).json() as? [String: Any], "\(arguments)")
            #expect(json["language"] as? String == "zh", "\(arguments)")
        }
        #expect(try runner.run(["query", "--lang", "zh", question]).stdout.contains("依次触发"))
        #expect(try runner.run(["query", "--lang", "fr", question]).status == 64)
    }

    @Test func textInAPipeIsNotWrappedAndSourcesHaveTitles() throws {
        let runner = try BinaryRunner()
        let result = try runner.run(["query", "--long", "what fires when addChild(_:) is called"])
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
