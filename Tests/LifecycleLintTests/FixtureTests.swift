import Foundation
import LifecycleCheck
import LifecycleKB
import LifecycleLint
import LifecycleModel
import Testing

/// The hand-written fixtures reproduce how real UIKit code does containment and forwarding: the correct
/// ones must stay silent, the buggy ones must report exactly the findings their `expect:` comments name,
/// each with its severity (`error:` only where the file proves the mistake).
@Suite struct FixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func files(_ folder: String) -> [String] {
        SourceFileWalker.files(in: [fixtures.appendingPathComponent(folder).path]).files
    }

    @Test func correctFixturesHaveNoFindings() throws {
        let files = Self.files("correct")
        #expect(files.filter { $0.hasSuffix(".swift") }.count >= 6 && files.contains { $0.hasSuffix(".m") })
        let findings = try BuiltInKnowledge.linter().lint(files: files)
        #expect(findings.isEmpty, "\(TextReporter().report(findings))")
    }

    /// The buggy files are linted together, as one target, so a class one declares (an Objective-C header)
    /// is known in the others; each file's findings must be exactly its `expect:` comments.
    @Test func buggyFixturesReportExactlyTheExpectedRulesAndLines() throws {
        let files = Self.files("buggy")
        #expect(files.filter { $0.hasSuffix(".swift") }.count >= 3 && files.contains { $0.hasSuffix(".m") })
        let findings = try BuiltInKnowledge.linter().lint(files: files)
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            var expected: [String] = []
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let range = line.range(of: "// expect: ") else { continue }
                expected += line[range.upperBound...].split(separator: " ").map { "\(index + 1) \($0)" }
            }
            let reported = findings.filter { $0.location?.file == file }.map {
                "\($0.location?.line ?? 0) \($0.severity.rawValue):\($0.category)"
            }
            #expect(reported.sorted() == expected.sorted(), "\(file)")
        }
    }

    @Test func ruleFiltersNarrowTheRulesLikeCheck() throws {
        let bundle = try BuiltInKnowledge.bundle()
        let only = Linter(rules: bundle.rules, catalog: bundle.knowledge.catalog, selection: CheckOptions(only: ["super.missing"]))
        #expect(only.rules.map(\.id) == ["super.missing"])
        let without = Linter(rules: bundle.rules, catalog: bundle.knowledge.catalog, selection: CheckOptions(disabled: ["super.missing"]))
        #expect(!without.rules.map(\.id).contains("super.missing"))
    }

    @Test func walkerSkipsBuildProductsAndHiddenFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-walk-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["Sources", ".build", "Pods/X", "Carthage", "DerivedData", ".hidden"] {
            let directory = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data("let a = 1\n".utf8).write(to: directory.appendingPathComponent("A.swift"))
        }
        let found = SourceFileWalker.files(in: [root.path, root.appendingPathComponent("nope").path])
        #expect(found.files == [root.path + "/Sources/A.swift"])
        #expect(found.missing == [root.appendingPathComponent("nope").path])
    }
}
