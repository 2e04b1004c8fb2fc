import Foundation
import Testing

/// `scenarios` and `export scenario` through the built binary: the corpus is listed, filtered by
/// situation, shown with its source, and drawn.
@Suite struct ScenariosCommandTests {
    static let pushLog = "log.nav.push-readke-0z415"

    @Test func listShowsProvenanceColumnsAndFiltersBySituation() throws {
        let runner = try BinaryRunner()
        let all = try runner.run(["scenarios", "--format", "json"])
        #expect(all.status == 0, "\(all.stderr)")
        let records = try #require(try all.json() as? [[String: Any]])
        #expect(records.filter { ($0["id"] as? String)?.hasPrefix("log.") == true }.count >= 40)
        #expect(records.allSatisfy { $0["form"] is String })

        let push = try runner.run(["scenarios", "list", "--situation", "navigation.push"])
        #expect(push.status == 0, "\(push.stderr)")
        let rows = push.stdout.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(rows.contains { $0.first.map(String.init) == Self.pushLog })
        #expect(rows.allSatisfy { $0.count == 6 && $0[1] == "navigation.push" }, "\(push.stdout)")

        let navigation = try runner.run(["scenarios", "--situation", "navigation"])
        let situations = Set(navigation.stdout.split(separator: "\n").map { $0.split(separator: "\t")[1] })
        #expect(situations.isSuperset(of: ["navigation.push", "navigation.pop", "navigation.interactive-pop-cancelled"]))
        #expect(situations.allSatisfy { $0.hasPrefix("navigation.") })

        let none = try runner.run(["scenarios", "--situation", "nowhere.at-all"])
        #expect(none.status == 0 && none.stdout.isEmpty)
    }

    @Test func showPrintsTheLogVerbatimWithItsSource() throws {
        let result = try BinaryRunner().run(["scenarios", "show", Self.pushLog])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("form: raw-paste"))
        #expect(result.stdout.contains("situation: navigation.push"))
        #expect(result.stdout.contains("<http://readke.com/c/0Z41505102021.html>"))
        #expect(result.stdout.contains("viewController方法的调用"))
        #expect(result.stdout.contains("\n13: B_ViewController viewDidLoad\n14: A_ViewController viewWillDisappear:\n"))
    }

    @Test func showOfAnUnknownScenarioExits1() throws {
        let result = try BinaryRunner().run(["scenarios", "show", "log.nav.push-readke-0z416"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("did you mean `\(Self.pushLog)`"))
    }

    @Test func exportDrawsARecordedLog() throws {
        let runner = try BinaryRunner()
        let mermaid = try runner.run(["export", "scenario", Self.pushLog, "--format", "mermaid"])
        #expect(mermaid.status == 0, "\(mermaid.stderr)")
        #expect(mermaid.stdout.hasPrefix("sequenceDiagram"))
        #expect(mermaid.stdout.contains("B_ViewController") && mermaid.stdout.contains("A_ViewController"))
        let page = try runner.run(["export", "scenario", Self.pushLog])
        #expect(page.stdout.contains("```mermaid") && page.stdout.contains("raw-paste"))
    }

    @Test func theBookHasAPagePerRecordedLogGroupedBySituation() throws {
        let runner = try BinaryRunner()
        let book = runner.folder.appending(path: "book")
        let result = try runner.run(["export", "all", "--out", book.path()])
        #expect(result.status == 0, "\(result.stderr)")
        let index = try String(contentsOf: book.appending(path: "index.md"), encoding: .utf8)
        #expect(index.contains("### `navigation.interactive-pop-cancelled`"))
        let page = try String(contentsOf: book.appending(path: "scenarios/\(Self.pushLog).md"), encoding: .utf8)
        #expect(page.contains("<http://readke.com/c/0Z41505102021.html>"))
    }
}
