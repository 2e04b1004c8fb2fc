import LifecycleCheck

/// `requires`: `event` with no `requires` call on its subject after it in its flow (or, with
/// `within: file`, in the file); the search, shared with `requires-earlier`, is
/// `StaticMatcher.missingCall`.
enum RequiresKind: LintKind {
    static let kind = StaticCheck.Kind.requires

    static func findings(of check: StaticCheck, in flow: Flow, events: [FittingCall], by matcher: StaticMatcher) -> [PendingFinding] {
        events.compactMap { call, conditions in matcher.missingCall(check, call, conditions, flow) }
    }

    static func requiredCall(of check: StaticCheck) -> CallPattern? { check.requires }
}
