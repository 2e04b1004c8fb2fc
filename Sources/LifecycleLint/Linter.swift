import Foundation
import LifecycleCheck
import LifecycleModel
import SwiftParser

/// Lints Swift and Objective-C source with the static parts of the rule catalog, in two steps: each
/// file is read into flows and its rules' findings (concurrently), then the types every file declares
/// are put together and each finding gets its severity (`PendingFinding`): an error only when certain.
public struct Linter: Sendable {
    public let rules: [LintRule]
    private let watchedCalls: Set<String>
    private let catalog: CatalogNames

    /// The rules with a static part that `selection` runs: its `only` and `disabled` narrow them as they
    /// narrow `check`'s (`CheckOptions.runs`).
    public init(rules: [RuleRecord], catalog: APICatalog, selection: CheckOptions = CheckOptions()) {
        self.rules = rules.compactMap { LintRule($0, catalog: catalog) }.filter { selection.runs($0.id) }
        let names = CatalogNames(catalog)
        let watched = self.rules.reduce(into: Set<String>()) { $0.formUnion($1.watchedCalls) }
        // A subject passed to `addChildViewController(_:)` stays in the flow as one passed to `addChild(_:)` does.
        watchedCalls = watched.union(names.currentNames.filter { watched.contains($0.value.base) }.keys.map { SwiftName($0).base })
        self.catalog = names
    }

    /// Findings in one file's text, read as a run of its own (its types are all the index has), in
    /// line order; the file's extension says its language (`.m`, `.mm`, `.h`; anything else is Swift).
    public func lint(source: String, file: String) -> [Diagnostic] {
        resolve([read(source: source, file: file)])
    }

    /// Findings in many files, read concurrently on every core and judged together, so a class declared
    /// in one file is known in all; a Swift file that cannot be read as UTF-8 text becomes an error
    /// diagnostic of category `unreadable` (Objective-C is read with stray bytes replaced, as clang reads comments).
    public func lint(files: [String]) -> [Diagnostic] {
        let results = ConcurrentResults<FileResult>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let path = files[index]
            let language = SourceLanguage(path: path)
            guard let data = FileManager.default.contents(atPath: path),
                let text = language == .swift ? String(data: data, encoding: .utf8) : String(decoding: data, as: UTF8.self)
            else {
                let unreadable = Diagnostic(
                    location: .init(file: path), severity: .error, category: "unreadable", message: "cannot read the file as UTF-8 text")
                results.set(index, FileResult(failures: [unreadable]))
                return
            }
            results.set(index, read(source: text, file: path))
        }
        return resolve(results.values)
    }

    /// What one file gives the run: its findings waiting for the index, and its type declarations.
    private struct FileResult: Sendable {
        var pending: [PendingFinding] = []
        var declarations: [TypeDeclaration] = []
        var sent: [SentCall] = []
        var failures: [Diagnostic] = []
    }

    private func read(source: String, file: String) -> FileResult {
        let text = SourceText(source)
        let facts: FileFacts
        switch SourceLanguage(path: file) {
        case .swift:
            let collector = FlowCollector(source: text, watchedCalls: watchedCalls, currentNames: catalog.currentNames)
            collector.walk(Parser.parse(source: source))
            guard !collector.facts.isMacOSOnly else { return FileResult() }
            facts = collector.facts
        case .objC:
            facts = ObjCReader(source: text, watchedCalls: watchedCalls, catalog: catalog).read()
        case .header:
            return FileResult(
                declarations: ObjCReader(source: text, watchedCalls: [], catalog: catalog, readsBodies: false).read().declarations)
        }
        let disabled = DisableComments(source: text)
        let matchers = rules.map { StaticMatcher(rule: $0, facts: facts, file: file, watchedCalls: watchedCalls, catalog: catalog) }
        let pending = matchers.flatMap { $0.findings() }
            .filter { !disabled.silences(rule: $0.diagnostic.category, line: $0.diagnostic.location?.line) }
            .map { finding in
                var finding = finding
                finding.inTestCode = facts.isTestCode
                return finding
            }
        let sent = matchers.flatMap { $0.sentCalls() }
        return FileResult(pending: pending, declarations: facts.declarations, sent: sent)
    }

    /// Every finding with its severity decided against the types of all the files, each file's in line order.
    private func resolve(_ results: [FileResult]) -> [Diagnostic] {
        let index = TypeIndex(results.flatMap(\.declarations))
        let sent = SentCalls(results.lazy.flatMap(\.sent))
        return results.flatMap { result in
            result.failures
                + result.pending.compactMap { $0.resolved(with: index, sent: sent) }.sorted {
                    ($0.location?.line ?? 0, $0.location?.column ?? 0, $0.category) < (
                        $1.location?.line ?? 0, $1.location?.column ?? 0, $1.category
                    )
                }
        }
    }
}

/// Which reader a file needs, by its extension.
enum SourceLanguage {
    case swift, objC, header

    init(path: String) {
        switch path.split(separator: ".").last {
        case "m", "mm": self = .objC
        case "h": self = .header
        default: self = .swift
        }
    }
}

/// Results written by concurrent workers into their own slots.
final class ConcurrentResults<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.withLock { slots[index] = value }
    }

    var values: [Value] { lock.withLock { slots.compactMap { $0 } } }
}
