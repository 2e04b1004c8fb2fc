import LifecycleCheck

/// `call`: every matching call, unless the file declares a non-override method of that name (a
/// project's own `loadView()` is not UIKit's).
enum CallKind: LintKind {
    static let kind = StaticCheck.Kind.call

    static func findings(of check: StaticCheck, in flow: Flow, events: [FittingCall], by matcher: StaticMatcher) -> [PendingFinding] {
        events.filter { !matcher.facts.customMethods.contains($0.call.baseName) }
            .map { matcher.finding(check, at: $0.call, provenByFlow: true, conditions: $0.conditions) }
    }
}
