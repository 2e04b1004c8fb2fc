import Foundation
import LifecycleCheck
import LifecycleModel
import SwiftParser
import SwiftSyntax

/// Lints Swift source with the static parts of the rule catalog: parse with swift-syntax, split into
/// flows, run every enabled rule's checks, drop what disable comments silence.
public struct Linter: Sendable {
    public let rules: [LintRule]
    private let watchedCalls: Set<String>

    /// The rules with a static part, narrowed like `check`: `only` keeps those ids, `disabled` drops them.
    public init(rules: [RuleRecord], catalog: APICatalog, only: Set<String> = [], disabled: Set<String> = []) {
        self.rules = rules.compactMap { LintRule($0, catalog: catalog) }
            .filter { (only.isEmpty || only.contains($0.id)) && !disabled.contains($0.id) }
        watchedCalls = self.rules.reduce(into: []) { $0.formUnion($1.watchedCalls) }
    }

    /// Findings in one file's text, in line order.
    public func lint(source: String, file: String) -> [Diagnostic] {
        let tree = Parser.parse(source: source)
        let text = SourceText(source)
        let collector = FlowCollector(source: text, watchedCalls: watchedCalls)
        collector.walk(tree)
        let disabled = DisableComments(source: text)
        return rules.flatMap { StaticMatcher(rule: $0, facts: collector.facts, file: file, watchedCalls: watchedCalls).findings() }
            .filter { !disabled.silences(rule: $0.category, line: $0.location?.line) }
            .sorted {
                ($0.location?.line ?? 0, $0.location?.column ?? 0, $0.category) < (
                    $1.location?.line ?? 0, $1.location?.column ?? 0, $1.category
                )
            }
    }

    /// Findings in many files, read and parsed concurrently on every core; a file that cannot be read
    /// as UTF-8 text becomes an error diagnostic of category `unreadable`.
    public func lint(files: [String]) -> [Diagnostic] {
        let results = ConcurrentResults<[Diagnostic]>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let path = files[index]
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                results.set(
                    index,
                    [
                        Diagnostic(
                            location: .init(file: path), severity: .error, category: "unreadable",
                            message: "cannot read the file as UTF-8 text")
                    ])
                return
            }
            results.set(index, lint(source: text, file: path))
        }
        return results.values.flatMap { $0 }
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
