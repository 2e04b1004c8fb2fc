import LifecycleCheck

/// `redundant`: `event` when an `implied_by` call on the same subject is in the same flow, on a path
/// the event can share (`didMove(toParent:)` after `transition(from:to:…)` already sent it).
enum RedundantKind: LintKind {
    static let kind = StaticCheck.Kind.redundant

    static func findings(of check: StaticCheck, in flow: Flow, events: [FittingCall], by matcher: StaticMatcher) -> [PendingFinding] {
        guard let implied = check.impliedBy else { return [] }
        return events.filter { call, _ in
            let subject = matcher.subject(of: call, check.event!)
            return flow.calls.contains {
                matcher.matches($0, implied, flow) && matcher.subject(of: $0, implied) == subject && $0.path.canRunWith(call.path)
            }
        }.map { matcher.finding(check, at: $0.call, provenByFlow: true, conditions: $0.conditions) }
    }
}
