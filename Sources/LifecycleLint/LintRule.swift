import LifecycleCheck
import LifecycleModel

/// A rule as `lint` runs it: the rule's identity and words plus its static checks, with the methods a
/// `super-missing` check covers resolved from the API catalog once.
public struct LintRule: Sendable {
    public let id: String
    public let severity: Diagnostic.Severity
    public let checks: [StaticCheck]
    /// Each check's kind, found once in `LintKinds` so a file's run only calls it.
    let kinds: [any LintKind.Type]
    /// The sentence a finding carries when its check has no `message`.
    public let summary: String
    public let fix: String
    /// Per `super-missing` check, the Swift names of the overrides that must call super, each with the
    /// classes whose page says so: `prepareForReuse()` must on a UICollectionViewCell, not on a
    /// direct UICollectionReusableView subclass.
    let requiredSuper: [[String: Set<String>]]
    /// Every pattern's call name split once: matching compares them for each pair of calls in a flow.
    let callNames: [String: SwiftName]

    /// The rule's static part, or nil when it has none.
    public init?(_ record: RuleRecord, catalog: APICatalog) {
        guard let part = record.lint else { return nil }
        id = record.id
        severity = record.severity == .error ? .error : .warning
        checks = part.checks
        kinds = part.checks.map { LintKinds.named($0.kind) }
        summary = record.summary.en
        fix = record.fix.en
        requiredSuper = part.checks.map { check in
            guard check.kind == .superMissing else { return [:] }
            let levels = Set(check.requiresSuper ?? ["yes", "documented"])
            // Callbacks UIKit calls and methods a container may override (`addChild(_:)`), not properties or initializers.
            let records = catalog.records.filter { [.callback, .method].contains($0.kind) && levels.contains($0.requiresSuper.rawValue) }
            return Dictionary(records.compactMap { record in record.swift.map { ($0, [record.className]) } }, uniquingKeysWith: +)
                .mapValues(Set.init)
        }
        callNames = Dictionary(Self.patterns(of: part.checks).map { ($0.call, SwiftName($0.call)) }) { first, _ in first }
    }

    private static func patterns(of checks: [StaticCheck]) -> [CallPattern] {
        checks.flatMap { check in
            [check.event, check.requires, check.impliedBy].compactMap { $0 } + (check.notAfter ?? []) + (check.resets ?? [])
        }
    }

    /// Base names of every call this rule's patterns name.
    var watchedCalls: Set<String> {
        Set(callNames.values.map(\.base))
    }
}
