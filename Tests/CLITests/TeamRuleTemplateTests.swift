import Foundation
import Testing

/// A team rule without trial and error: `rules new ID` prints a template that imports as it is,
/// English alone is enough, and an error says what is expected.
@Suite struct TeamRuleTemplateTests {
    let runner: BinaryRunner

    init() throws {
        runner = try BinaryRunner()
    }

    @Test func theTemplateImportsAsItIsAndIsShownInBothLanguages() throws {
        let template = try runner.run(["rules", "new", "team.view-did-load-once"])
        #expect(template.status == 0)
        #expect(template.stdout.contains("id: team.view-did-load-once\n"))
        let imported = try runner.run(["rules", "import", "-"], stdin: template.stdout)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout == "imported 1 rule: team.view-did-load-once\n")
        let chinese = try runner.run(["rules", "show", "team.view-did-load-once", "--lang", "zh"])
        #expect(chinese.stdout.contains("viewDidLoad comes twice"), "English stands in for the Chinese left out")
        let log = try runner.write("ListViewController viewDidLoad\nListViewController viewDidLoad\n", named: "twice.log")
        #expect(try runner.run(["check", log]).stdout.contains("[team.view-did-load-once]"))
    }

    @Test func anIdWithoutAGroupIsRefusedBeforeAnyFileIsWritten() throws {
        for id in ["nogroup", "team.", "team.a b", "team.x: y"] {
            let result = try runner.run(["rules", "new", id])
            #expect(result.status == 64, "\(id)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test func errorsSayWhatIsExpected() throws {
        let template = try runner.run(["rules", "new", "team.once"]).stdout
        let sourceless = template.replacingOccurrences(of: "sources: [apple.viewdidload]", with: "sources: []")
        let empty = try runner.run(["rules", "import", "-"], stdin: sourceless)
        #expect(empty.status == 65)
        #expect(empty.stderr.contains("no sources") && empty.stderr.contains("e.g. sources: [apple.viewdidload]"), "\(empty.stderr)")
        let fixless = template.replacingOccurrences(of: "fix:\n  en:", with: "remedy:\n  en:")
        let missing = try runner.run(["rules", "import", "-"], stdin: fixless)
        #expect(missing.status == 65)
        #expect(missing.stderr.contains("missing field 'fix'") && missing.stderr.contains("rules new ID"), "\(missing.stderr)")
        let unmarked = template.replacingOccurrences(
            of: "↓ListViewController viewDidLoad", with: "ListViewController viewDidLoad\n      ↓ListViewController viewWillAppear:")
        let wrong = try runner.run(["rules", "import", "-"], stdin: unmarked)
        #expect(wrong.status == 65)
        #expect(wrong.stderr.contains("the rule reports line 2 of the example, but ↓ marks line 3"), "\(wrong.stderr)")
    }

    @Test func helpNeverPointsToAFolderOnlyTheSourcesHave() throws {
        for arguments in [
            ["rules", "--help"], ["rules", "import", "--help"], ["rules", "new", "--help"], ["export", "rules", "--help"],
        ] {
            let help = try runner.run(arguments)
            #expect(!help.stdout.contains("Data/rules"), "\(arguments): \(help.stdout)")
        }
        #expect(try runner.run(["rules", "import", "--help"]).stdout.contains("rules new ID"))
    }
}
