import Foundation
import Testing

/// Every Markdown page the tool writes has one title (`#`) and nests its sections a level at a
/// time, so a page pasted into a wiki or rendered in a book has a sound outline.
@Suite struct MarkdownHeadingTests {
    /// The heading levels of a page, outside fenced code (a trace's `# comment` is no heading).
    static func levels(_ markdown: String) -> [Int] {
        var fenced = false
        var levels: [Int] = []
        for line in markdown.split(separator: "\n") {
            if line.hasPrefix("```") {
                fenced.toggle()
            } else if !fenced, line.hasPrefix("#") {
                let hashes = line.prefix { $0 == "#" }
                if line.dropFirst(hashes.count).hasPrefix(" ") { levels.append(hashes.count) }
            }
        }
        return levels
    }

    static func expectOutline(_ markdown: String, _ name: String) {
        let levels = levels(markdown)
        #expect(levels.filter { $0 == 1 }.count == 1 && levels.first == 1, "\(name): \(levels)")
        #expect(zip(levels, levels.dropFirst()).allSatisfy { $1 <= $0 + 1 }, "\(name) skips a level: \(levels)")
    }

    @Test func everyMarkdownPageHasOneTitleAndNestsByLevel() throws {
        let runner = try BinaryRunner()
        let log = try runner.write("-[A viewDidLoad]\n-[A viewDidAppear:]\n-[A viewDidAppear:]\n", named: "a.log")
        let other = try runner.write("-[B viewDidLoad]\n", named: "b.log")
        #expect(try runner.run(["import", log]).status == 0)
        for arguments in [
            ["export", "rules"], ["export", "orders"], ["export", "apis"], ["export", "model", "--format", "markdown"],
            ["export", "scenario", "seed000.double-did-appear"], ["rules", "show", "appearance.duplicate"],
            ["orders", "show", "vc.appear"],
            ["scenarios", "show", "seed000.double-did-appear"], ["traces", "show", "1"], ["traces", "export", "1"], ["api", "viewDidLoad"],
            ["sources", "show", "apple.addchild"], ["check", log, other], ["check", "--explain", log], ["check", "--explain", log, other],
        ] {
            let markdown = arguments.first == "export" ? arguments : arguments + ["--format", "markdown"]
            let result = try runner.run(markdown)
            #expect(!result.stdout.isEmpty, "\(markdown): \(result.stderr)")
            Self.expectOutline(result.stdout, markdown.joined(separator: " "))
        }
        let book = runner.folder.appending(path: "book")
        #expect(try runner.run(["export", "all", "--out", book.path()]).status == 0)
        let pages = try #require(FileManager.default.enumerator(at: book, includingPropertiesForKeys: nil)).compactMap { $0 as? URL }
        for page in pages where page.pathExtension == "md" {
            Self.expectOutline(try String(contentsOf: page, encoding: .utf8), page.lastPathComponent)
        }
    }
}
