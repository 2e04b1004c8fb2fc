import Foundation
import Testing

/// From a finding to its explanation: a check names the command that explains each rule it reports,
/// search puts the rule a query describes first, and `rules show` shows everything the rule proves
/// itself with, in the reader's language.
@Suite struct RuleExplanationTests {
    let runner: BinaryRunner

    init() throws {
        runner = try BinaryRunner()
    }

    @Test func checkNamesTheCommandThatExplainsEachRuleOnce() throws {
        let log = try runner.write(
            "parent viewDidAppear:\nchild viewDidAppear:\nchild viewDidAppear:\nother viewDidAppear:\nother viewDidAppear:\n",
            named: "twice.log")
        let result = try runner.run(["check", log])
        #expect(result.status == 1)
        let hints = result.stdout.split(separator: "\n").filter { $0.contains("lifecycle-kb rules show") }
        #expect(hints == ["note: more on appearance.duplicate: lifecycle-kb rules show appearance.duplicate"], "\(result.stdout)")
        #expect(result.stdout.hasSuffix("lifecycle-kb rules show appearance.duplicate\n"))
        let json = try runner.run(["check", "--format", "json", log])
        #expect(!json.stdout.contains("rules show"), "JSON stays the reports alone")
        #expect(!(try runner.run(["check", try runner.write("a viewDidLoad\n", named: "clean.log")]).stdout.contains("rules show")))
    }

    @Test func searchPutsTheRuleAQueryDescribesFirstAndNarrowsByKind() throws {
        let hits =
            try #require(
                try runner.run(["search", "--format", "json", "addSubview before addChild"]).json() as? [String: Any])["hits"]
            as? [[String: String]]
        #expect(hits?.first?["id"] == "containment.add-order", "\(hits ?? [])")
        let facts =
            try #require(
                try runner.run(["search", "--format", "json", "--kind", "fact", "addSubview before addChild"]).json() as? [String: Any])[
                "hits"]
            as? [[String: String]]
        #expect(facts?.isEmpty == false)
        #expect(facts?.allSatisfy { $0["kind"] == "fact" } == true, "\(facts ?? [])")
        let wrong = try runner.run(["search", "--kind", "rules", "twice"])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("'rule'"), "\(wrong.stderr)")
    }

    @Test func rulesShowIncludesTheSourceExamplesLintRuns() throws {
        let text = try runner.run(["rules", "show", "containment.add-order"])
        #expect(text.stdout.contains("violating code (lint):\n    func show(_ child: UIViewController) {"), "\(text.stdout)")
        #expect(text.stdout.contains("conforming example:"))
        let markdown = try runner.run(["rules", "show", "--format", "markdown", "containment.add-order"])
        #expect(markdown.stdout.contains("Violating code (lint):\n\n```\nfunc show(_ child: UIViewController) {"))
        #expect(!(try runner.run(["rules", "show", "appearance.duplicate"]).stdout.contains("(lint)")), "a trace-only rule has none")
    }

    @Test func rulesAndOrdersShowOneLanguageTheLocalesUnlessAsked() throws {
        let english = "viewDidAppear: (or viewWillAppear:"
        let chinese = "同一个控制器在没有相反转场的情况下"
        for (environment, arguments, shown, hidden) in [
            (["LANG": "C.UTF-8"], [String](), english, chinese), (["LANG": "zh_CN.UTF-8"], [], chinese, english),
            (["LANG": "en_US.UTF-8", "LC_ALL": "zh_TW.UTF-8"], [], chinese, english),
            (["LANG": "zh_CN.UTF-8"], ["--lang", "en"], english, chinese),
        ] {
            let result = try runner.run(["rules", "show", "appearance.duplicate"] + arguments, environment: environment)
            #expect(result.status == 0)
            #expect(result.stdout.contains(shown) && !result.stdout.contains(hidden), "\(environment) \(arguments): \(result.stdout)")
        }
        let order = try runner.run(["orders", "show", "vc.appear", "--lang", "zh"], environment: ["LANG": "C"])
        #expect(order.stdout.hasPrefix("vc.appear — 视图控制器显示\n"), "\(order.stdout)")
        let list = try runner.run(["orders"], environment: ["LANG": "zh_CN.UTF-8"])
        #expect(list.stdout.contains("视图控制器显示") && !list.stdout.contains("A view controller appears"))
        #expect(try runner.run(["orders", "show", "vc.appear", "--lang", "fr"]).status == 64)
    }
}
