import Foundation
import LifecycleModel
import Testing

/// Every reporter is a pure function of the same diagnostics: grouped per file, in line order.
@Suite struct ReporterTests {
    static let diagnostics = [
        Diagnostic(
            location: .init(file: "B.swift", line: 3, column: 5), severity: .warning, category: "containment.missing-did-move",
            message: "never told", fix: "call didMove"),
        Diagnostic(
            location: .init(file: "A.swift", line: 9, column: 1), severity: .error, category: "containment.add-order",
            message: "too early | really",
            notes: [.init(location: .init(file: "A.swift", line: 8, column: 1), message: "the earlier call is here")]),
        Diagnostic(
            location: .init(file: "A.swift", line: 2, column: 7), severity: .error, category: "super.mismatched", message: "wrong super"),
    ]

    @Test func textIsCompilerShapedAndColouredOnlyWhenAsked() {
        let text = TextReporter().report(Self.diagnostics)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "A.swift:2:7: error: [super.mismatched] wrong super")
        #expect(lines.contains("A.swift:8:1: note: the earlier call is here"))
        #expect(lines.contains("B.swift:3:5: note: fix: call didMove"))
        #expect(!text.contains("\u{1B}["))
        #expect(TextReporter(colour: true).report(Self.diagnostics).contains("\u{1B}[1;31merror:"))
        #expect(TextReporter().report([]).isEmpty)
    }

    @Test func jsonRoundTripsTheDiagnostics() throws {
        struct File: Decodable {
            var file: String?
            var diagnostics: [Diagnostic]
        }
        let files = try JSONDecoder().decode([File].self, from: Data(JSONReporter().report(Self.diagnostics).utf8))
        #expect(files.map(\.file) == ["A.swift", "B.swift"])
        #expect(files[0].diagnostics.map(\.location?.line) == [2, 9])
        #expect(Set(files.flatMap(\.diagnostics)) == Set(Self.diagnostics))
    }

    @Test func markdownEscapesCells() {
        let markdown = MarkdownReporter().report(Self.diagnostics)
        #expect(markdown.hasPrefix("# lifecycle-kb: 2 errors, 1 warning"))
        #expect(markdown.contains("too early \\| really"))
        #expect(markdown.contains("## A.swift"))
    }

    @Test func sarifHasResultsRulesAndRelatedLocations() throws {
        let tool = ReportTool(name: "lifecycle-kb", version: "1", rules: ["containment.add-order": "order"])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(SARIFReporter(tool: tool).report(Self.diagnostics).utf8)) as? [String: Any])
        #expect(json["version"] as? String == "2.1.0")
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["containment.add-order", "containment.missing-did-move", "super.mismatched"])
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 3)
        let addOrder = try #require(results.first { $0["ruleId"] as? String == "containment.add-order" })
        #expect(addOrder["ruleIndex"] as? Int == 0)
        #expect((addOrder["relatedLocations"] as? [Any])?.count == 1)
    }

    @Test func everyFormatHasAReporter() {
        for format in OutputFormat.allCases {
            #expect(!format.reporter().report(Self.diagnostics).isEmpty)
        }
    }
}
