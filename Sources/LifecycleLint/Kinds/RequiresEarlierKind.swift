import LifecycleCheck

/// `requires-earlier`: `event` with no `requires` call on its subject before it
/// (`removeFromParent()` with no `willMove(toParent: nil)`): the same search as `requires`, the other
/// way (`StaticMatcher.missingCall`).
enum RequiresEarlierKind: LintKind {
    static let kind = StaticCheck.Kind.requiresEarlier

    static func findings(of check: StaticCheck, in flow: Flow, events: [FittingCall], by matcher: StaticMatcher) -> [PendingFinding] {
        events.compactMap { call, conditions in matcher.missingCall(check, call, conditions, flow) }
    }

    static func requiredCall(of check: StaticCheck) -> CallPattern? { check.requires }
}
