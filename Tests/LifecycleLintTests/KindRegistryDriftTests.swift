import Foundation
import LifecycleKB
import Testing

@testable import LifecycleCheck
@testable import LifecycleLint

/// The check kinds are listed in two registries (`CheckKinds.all` for traces, `LintKinds.all` for
/// Swift source), laid out one folder each and documented in `Data/rules/KINDS.md`; these tests hold
/// the four to each other, so a kind cannot be added, renamed or dropped in one place only.
@Suite struct KindRegistryDriftTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let traceFolder = "Sources/LifecycleCheck/Kinds"
    static let lintFolder = "Sources/LifecycleLint/Kinds"
    /// The files of each folder that hold no kind: its protocol and its registry.
    static let traceSupport: Set = ["RegisteredCheckKind.swift", "CheckKinds.swift"]
    static let lintSupport: Set = ["LintKind.swift", "LintKinds.swift"]

    /// `console-warning` → `ConsoleWarning`: the name a kind's files start with.
    static func camelCased(_ kind: String) -> String {
        kind.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func files(in folder: String) throws -> Set<String> {
        Set(try FileManager.default.subpathsOfDirectory(atPath: root.appending(path: folder).path))
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appending(path: path), encoding: .utf8)
    }

    /// The type of a trace kind's monitor, as it is spelled in its file's name.
    static func monitorName<Kind: RegisteredCheckKind>(_ kind: Kind.Type) -> String {
        String(describing: Kind.KindMonitor.self)
    }

    /// Each trace kind's two files: `<Name>Kind.swift` with its parameters, `<Name>Monitor.swift` with its monitor.
    static var traceKindFiles: [String: (kind: String, monitor: String)] {
        Dictionary(
            uniqueKeysWithValues: CheckKinds.all.map { kind in
                (kind.name, (camelCased(kind.name) + "Kind.swift", monitorName(kind) + ".swift"))
            })
    }

    @Test func everyTraceKindHasItsFilesAndNothingElseIsInItsFolder() throws {
        let files = try Self.files(in: Self.traceFolder)
        var expected = Self.traceSupport
        for kind in CheckKinds.all {
            let (kindFile, monitorFile) = try #require(Self.traceKindFiles[kind.name])
            #expect(files.contains(kindFile), "\(kind.name): no \(Self.traceFolder)/\(kindFile)")
            #expect(files.contains(monitorFile), "\(kind.name): no \(Self.traceFolder)/\(monitorFile)")
            if files.contains(kindFile) {
                let declaration = "struct \(String(describing: kind)): "
                #expect(try Self.text("\(Self.traceFolder)/\(kindFile)").contains(declaration), "\(kindFile) does not declare \(kind)")
            }
            expected.formUnion([kindFile, monitorFile])
        }
        #expect(files.subtracting(expected).sorted() == [], "files in \(Self.traceFolder) that CheckKinds.all does not list")
    }

    @Test func everyLintKindHasItsFileAndNothingElseIsInItsFolder() throws {
        let files = try Self.files(in: Self.lintFolder)
        var expected = Self.lintSupport
        for kind in LintKinds.all {
            let name = String(describing: kind)
            #expect(name == Self.camelCased(kind.kind.rawValue) + "Kind", "\(name) is not named after its kind \(kind.kind.rawValue)")
            #expect(files.contains(name + ".swift"), "\(kind.kind.rawValue): no \(Self.lintFolder)/\(name).swift")
            expected.insert(name + ".swift")
        }
        #expect(files.subtracting(expected).sorted() == [], "files in \(Self.lintFolder) that LintKinds.all does not list")
    }

    @Test func everyKindIsRegisteredOnce() {
        #expect(Set(CheckKinds.names).count == CheckKinds.all.count)
        let lintKinds = LintKinds.all.map { $0.kind }
        #expect(lintKinds.sorted { $0.rawValue < $1.rawValue } == StaticCheck.Kind.allCases.sorted { $0.rawValue < $1.rawValue })
    }

    /// A trace kind has a `## \`name\`` section in KINDS.md, a lint kind a row of the static checks'
    /// table, and every section and row names a registered kind.
    @Test func kindsMarkdownDocumentsExactlyTheRegisteredKinds() throws {
        let markdown = try Self.text("Data/rules/KINDS.md")
        let (traceText, staticText) = try #require(
            markdown.range(of: "\n## Static checks").map { (markdown[..<$0.lowerBound], markdown[$0.upperBound...]) })
        let sections = traceText.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("## `"), line.hasSuffix("`") else { return nil }
            return String(line.dropFirst(4).dropLast())
        }
        #expect(sections == CheckKinds.names, "KINDS.md's sections against CheckKinds.all, in order")
        let rows = staticText.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: 3)..<end])
        }
        #expect(rows == LintKinds.all.map { $0.kind.rawValue }, "KINDS.md's static table against LintKinds.all, in order")
    }

    /// Every kind a rule file writes is registered: the decoded rules, and the raw `kind:` lines of
    /// the rule files (so a rule a loader change skipped still counts).
    @Test func everyKindTheRulesUseIsRegistered() throws {
        let traceNames = Set(CheckKinds.names)
        let lintNames = Set(LintKinds.all.map { $0.kind.rawValue })
        let rules = try BuiltInKnowledge.bundle().rules
        #expect(rules.count > 20)
        for rule in rules {
            for check in rule.checks { #expect(traceNames.contains(check.kind.name), "\(rule.id): \(check.kind.name)") }
            for check in rule.lint?.checks ?? [] { #expect(lintNames.contains(check.kind.rawValue), "\(rule.id): \(check.kind)") }
        }
        let ruleFolder = Self.root.appending(path: "Data/rules")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: ruleFolder.path).filter { $0.hasSuffix(".yaml") }
        #expect(paths.count == rules.count)
        var written: Set<String> = []
        for path in paths {
            for line in try String(contentsOf: ruleFolder.appending(path: path), encoding: .utf8).split(separator: "\n") {
                let trimmed = line.drop { $0 == " " || $0 == "-" }
                guard trimmed.hasPrefix("kind:") else { continue }
                written.insert(trimmed.dropFirst(5).trimmingCharacters(in: .whitespaces))
            }
        }
        #expect(written.subtracting(traceNames.union(lintNames)).sorted() == [], "kinds the rule files write that no registry lists")
        #expect(traceNames.union(lintNames).subtracting(written).sorted() == [], "registered kinds no rule uses")
    }
}
