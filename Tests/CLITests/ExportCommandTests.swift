import Foundation
import Testing

/// `export` through the built binary: tables a reader can paste, a book whose links resolve, documented exit codes.
@Suite struct ExportCommandTests {
    @Test func rulesMarkdownListsEveryRuleIdInTables() throws {
        let runner = try BinaryRunner()
        let list = try runner.run(["rules", "--format", "json"])
        let ids = try #require(try list.json() as? [[String: Any]]).compactMap { $0["id"] as? String }
        #expect(!ids.isEmpty)
        let export = try runner.run(["export", "rules", "--format", "markdown"])
        #expect(export.status == 0, "\(export.stderr)")
        let lines = export.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("| rule | severity | summary | fix | sources |") })
        for id in ids {
            #expect(lines.contains { $0.hasPrefix("| \(id) | ") }, "\(id) is not a table row")
        }
    }

    @Test func allWritesLinkedPages() throws {
        let runner = try BinaryRunner()
        let book = runner.folder.appending(path: "book")
        let result = try runner.run(["export", "all", "--out", book.path()])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: book.path()).filter { $0.hasSuffix(".md") }
        #expect(files.contains("index.md"))
        #expect(files.count > 20)
        for file in files {
            let page = try String(contentsOf: book.appending(path: file), encoding: .utf8)
            let folder = book.appending(path: file).deletingLastPathComponent()
            let links = page.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
            if file != "index.md" { #expect(links.contains("../index.md"), "\(file) does not link back to the index") }
            for link in links {
                let target = folder.appending(path: link).standardizedFileURL.path()
                #expect(FileManager.default.fileExists(atPath: target), "\(file) links to \(link), which does not exist")
            }
        }
    }

    @Test func unknownScenarioFailsWithSuggestions() throws {
        let result = try BinaryRunner().run(["export", "scenario", "seed000.double-did-apear", "--format", "mermaid"])
        #expect(result.status == 1)
        #expect(
            result.stderr.hasPrefix(
                "lifecycle-kb: error: unknown scenario 'seed000.double-did-apear'; did you mean `seed000.double-did-appear`?"))
        #expect(result.stdout.isEmpty)
    }

    @Test func unwritableOutputExits74() throws {
        let runner = try BinaryRunner()
        let blocker = runner.folder.appending(path: "file")
        try Data("x".utf8).write(to: blocker)
        let single = try runner.run(["export", "orders", "--out", blocker.appending(path: "orders.md").path()])
        #expect(single.status == 74)
        #expect(single.stderr.hasPrefix("lifecycle-kb: error: cannot write"))
        let book = try runner.run(["export", "all", "--out", blocker.path()])
        #expect(book.status == 74)
    }

    @Test func scenarioMermaidIsBareAndFormatsAreChecked() throws {
        let runner = try BinaryRunner()
        let mermaid = try runner.run(["export", "scenario", "seed000.double-did-appear", "--format", "mermaid"])
        #expect(mermaid.status == 0)
        #expect(mermaid.stdout.hasPrefix("sequenceDiagram\n"))
        let markdown = try runner.run(["export", "scenario", "seed000.double-did-appear"])
        #expect(markdown.stdout.contains("```mermaid\nsequenceDiagram\n"))
        #expect(try runner.run(["export", "scenario", "seed000.double-did-appear", "--format", "yaml"]).status == 64)
    }
}
