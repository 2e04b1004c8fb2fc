import Foundation
import Testing

/// `search` prints hits a person can read: whole phrases around the match, the record's title and
/// kind, and a command that opens the record.
@Suite struct SearchCommandTests {
    let runner: BinaryRunner

    init() throws {
        runner = try BinaryRunner()
    }

    func hits(_ query: String) throws -> [[String: String]] {
        let result = try runner.run(["search", "--format", "json", query])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try result.json() as? [String: Any])
        return try #require(object["hits"] as? [[String: String]])
    }

    /// The words of a command line as a shell reads them (plain words and single-quoted ones).
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for character in line {
            if character == "'" {
                quoted.toggle()
                started = true
            } else if character == " " && !quoted {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if started { words.append(current) }
        return words
    }

    @Test(arguments: ["twice", "appearance transition", "viewDidAppear", "周期", "子控制器"])
    func everyHitHasAPhraseATitleAndACommandThatOpensIt(query: String) throws {
        let found = try hits(query)
        #expect(!found.isEmpty)
        for hit in found {
            let snippet = try #require(hit["snippet"])
            #expect(!(hit["title"] ?? "").isEmpty, "\(hit)")
            #expect(["rule", "fact", "order", "api", "scenario"].contains(hit["kind"] ?? ""), "\(hit)")
            if snippet.contains("[") && snippet.hasPrefix("…") {
                let before = snippet.dropFirst().prefix { $0 != "[" }
                #expect(before.count >= 60, "too little before the match: \(snippet)")
            }
            let open = Self.words(try #require(hit["open"]))
            #expect(open.first == "lifecycle-kb")
            let opened = try runner.run(Array(open.dropFirst()))
            #expect(opened.status == 0, "\(hit["open"] ?? ""): \(opened.stderr)")
        }
    }

    @Test func aMatchInTheMiddleOfALongTextKeepsWholeWordsEitherSide() throws {
        let hit = try #require(try hits("twice").first { $0["id"] == "containment.redundant-will-move" })
        let snippet = try #require(hit["snippet"])
        #expect(snippet.contains("[twice]"))
        #expect(snippet.hasPrefix("…") && snippet.hasSuffix("…"))
        let words = snippet.dropFirst().dropLast().split(separator: " ")
        let summary = try runner.run(["rules", "show", "containment.redundant-will-move"]).stdout
        #expect(summary.contains(" \(words.first ?? "")"), "cut inside a word: \(snippet)")
        #expect(summary.contains("\(words.last ?? "") "), "cut inside a word: \(snippet)")
        #expect(hit["title"]?.hasPrefix("willMoveToParentViewController:") == true, "\(hit)")
        #expect(hit["open"] == "lifecycle-kb rules show containment.redundant-will-move")
    }

    @Test func textOutputShowsKindIdTitlePhraseAndCommand() throws {
        let result = try runner.run(["search", "twice", "--limit", "1"])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 3, "\(result.stdout)")
        #expect(lines.first?.contains(": ") == true)
        #expect(lines.last?.hasPrefix("    lifecycle-kb ") == true)
    }
}
