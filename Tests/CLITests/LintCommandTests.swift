import Foundation
import Testing

/// `lint` through the built binary: compiler-shaped text, the machine formats, exit codes and the
/// rule filters, on the lint test fixtures.
@Suite struct LintCommandTests {
    static let fixtures = BinaryRunner.packageRoot.appending(path: "Tests/LifecycleLintTests/Fixtures")
    static let buggy = fixtures.appending(path: "buggy/ContainmentMistakes.swift").path()

    @Test func textIsTheCompilersShapeAndErrorsExitOne() throws {
        let result = try BinaryRunner().run(["lint", Self.buggy])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("ContainmentMistakes.swift:12:9: error: [containment.add-order] "), "\(result.stdout)")
        #expect(result.stdout.contains(": warning: [containment.missing-did-move] "))
        #expect(result.stdout.contains(": note: "))
        #expect(!result.stdout.contains("\u{1B}["))
    }

    /// A team rule with only a lint part: no trace checks, one static call pattern.
    static let teamRule = """
        id: team.manual-view-did-load
        severity: error
        summary: {en: "viewDidLoad() is called by hand", zh: "手动调用了 viewDidLoad()"}
        rationale: {en: "UIKit calls viewDidLoad once, after loading the view.", zh: "UIKit 在加载视图后只调用一次 viewDidLoad。"}
        fix: {en: "Move the code into a method of your own and call that.", zh: "把代码移到自己的方法里再调用它。"}
        sources: ["https://example.com/team-handbook"]
        checks: []
        examples: {conforming: [], violating: []}
        lint:
          checks:
            - kind: call
              event: {call: 'viewDidLoad()', receiver: controller}
              message: "viewDidLoad() is UIKit's to call"
          examples:
            conforming:
              - |
                func reload(_ screen: UIViewController) {
                    screen.loadViewIfNeeded()
                }
            violating:
              - |
                func reload(_ screen: UIViewController) {
                    ↓screen.viewDidLoad()
                }
        """

    @Test func teamRulesWithLintPartsRunAndDisabledRulesDoNot() throws {
        let runner = try BinaryRunner()
        let folder = runner.folder
        let rule = folder.appending(path: "team.yaml")
        try Self.teamRule.write(to: rule, atomically: true, encoding: .utf8)
        let source = folder.appending(path: "Reload.swift")
        try "func reload(_ screen: UIViewController) {\n    screen.viewDidLoad()\n}\n".write(to: source, atomically: true, encoding: .utf8)

        #expect(try runner.run(["lint", source.path()]).status == 0)
        let imported = try runner.run(["rules", "import", rule.path()])
        #expect(imported.status == 0, "\(imported.stderr)")
        let found = try runner.run(["lint", source.path()])
        #expect(found.status == 1)
        #expect(found.stdout.contains("Reload.swift:2:5: error: [team.manual-view-did-load] "), "\(found.stdout)")

        #expect(try runner.run(["rules", "disable", "containment.add-order"]).status == 0)
        let quiet = try runner.run(["lint", Self.buggy])
        #expect(!quiet.stdout.contains("[containment.add-order]"), "\(quiet.stdout)")
        #expect(try runner.run(["lint", "--rule", "containment.add-order", Self.buggy]).status == 64)
    }

    @Test func correctCodeExitsZeroWithNoOutput() throws {
        let result = try BinaryRunner().run(["lint", Self.fixtures.appending(path: "correct").path()])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// JSON version 3: the same array of file reports as `check`, one element per file with findings.
    @Test func jsonIsAnArrayOfFileReports() throws {
        let result = try BinaryRunner().run(["lint", "--format", "json", Self.fixtures.appending(path: "buggy").path()])
        #expect(result.status == 1)
        let files = try #require(try result.json() as? [[String: Any]])
        // Six Swift files and the Objective-C container have findings; its header has none.
        #expect(files.count == 7)
        #expect(files.contains { ($0["file"] as? String)?.hasSuffix("SideMenuContainer.m") == true })
        let first = try #require(files.first?["diagnostics"] as? [[String: Any]])
        #expect(first.contains { $0["category"] as? String == "containment.remove-order" })
        let clean = try BinaryRunner().run(["lint", "--format", "json", Self.fixtures.appending(path: "correct").path()])
        #expect(clean.status == 0)
        #expect((try clean.json() as? [Any])?.isEmpty == true)
    }

    @Test func sarifIsVersion210WithRuleIDs() throws {
        let result = try BinaryRunner().run(["lint", "--format", "sarif", Self.buggy])
        let document = try #require(try result.json() as? [String: Any])
        #expect(document["version"] as? String == "2.1.0")
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.contains { $0["ruleId"] as? String == "containment.redundant-did-move" && $0["level"] as? String == "warning" })
    }

    @Test func ruleAndDisableNarrowTheRules() throws {
        let runner = try BinaryRunner()
        let only = try runner.run(["lint", "--rule", "containment.redundant-did-move", Self.buggy])
        #expect(only.status == 0, "warnings only")
        #expect(
            only.stdout.split(separator: "\n").filter { $0.contains(": warning: ") }.allSatisfy {
                $0.contains("[containment.redundant-did-move]")
            })
        let without = try runner.run(["lint", "--disable", "containment.add-order", "--disable", "containment.remove-order", Self.buggy])
        #expect(without.status == 0, "\(without.stdout)")
        let unknown = try runner.run(["lint", "--rule", "no.such-rule", Self.buggy])
        #expect(unknown.status == 64)
        // A typo is refused as check refuses one, with the nearest lint rule offered.
        let typo = try runner.run(["lint", "--rule", "containment.add-ordr", Self.buggy])
        #expect(typo.status == 64)
        #expect(typo.stderr.contains("unknown lint rule 'containment.add-ordr'; did you mean `containment.add-order`?"), "\(typo.stderr)")
    }

    @Test func standardInputMissingPathsAndUsage() throws {
        let runner = try BinaryRunner()
        let stdin = try runner.run(
            ["lint", "-"],
            // An error needs `self` known to be a view controller: the method sits in one.
            stdin: """
                final class Screen: UIViewController {
                    func show(_ c: UIViewController) {
                        view.addSubview(c.view)
                        addChild(c)
                        c.didMove(toParent: self)
                    }
                }
                """)
        #expect(stdin.status == 1)
        #expect(stdin.stdout.hasPrefix("<stdin>:4:9: error: [containment.add-order]"), "\(stdin.stdout)")
        let missing = try runner.run(["lint", "/no/such/File.swift"])
        #expect(missing.status == 66)
        let usage = try runner.run(["lint"])
        #expect(usage.status == 64)
        let badFormat = try runner.run(["lint", "--format", "xml", Self.buggy])
        #expect(badFormat.status == 64)
    }

    /// `lint` lives in `lifecycle-kb-lint`; a `lifecycle-kb` installed without it says how to build it.
    @Test func withoutTheLintExecutableItSaysHowToGetIt() throws {
        let runner = try BinaryRunner()
        let alone = runner.folder.appending(path: "alone")
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        let copy = alone.appending(path: "lifecycle-kb")
        try FileManager.default.copyItem(at: BinaryRunner.binary, to: copy)
        let result = try runner.run(["lint", Self.buggy], binary: copy)
        #expect(result.status == 69, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("swift build -c release --static-swift-stdlib --product lifecycle-kb-lint"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        // Help is still help: what lint does and how to build what it runs, exit 0.
        let help = try runner.run(["lint", "--help"], binary: copy)
        #expect(help.status == 0, "\(help.stderr)")
        #expect(help.stdout.hasPrefix("OVERVIEW: Check Swift source"), "\(help.stdout)")
        #expect(help.stdout.contains("Exit 69 when it is not installed."), "\(help.stdout)")
    }
}
