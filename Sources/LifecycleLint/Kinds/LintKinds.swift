import LifecycleCheck

/// Every static check kind, in the order `Data/rules/KINDS.md` documents them: the one list a new
/// kind joins. A rule finds its checks' kinds here once, when it is loaded.
enum LintKinds {
    static let all: [any LintKind.Type] = [
        OrderKind.self, RequiresKind.self, RequiresEarlierKind.self, RedundantKind.self, CallKind.self, CallInKind.self,
        SuperMismatchedKind.self, SuperMissingKind.self, SuperProhibitedKind.self,
    ]

    /// The kind a check names; every case of `StaticCheck.Kind` has one (the drift test says so).
    static func named(_ kind: StaticCheck.Kind) -> any LintKind.Type {
        guard let found = all.first(where: { $0.kind == kind }) else { preconditionFailure("no lint kind \(kind.rawValue)") }
        return found
    }
}
