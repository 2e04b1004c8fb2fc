import LifecycleCheck

/// `order`: `event` after a `not_after` call on the same subject with no reset between: proven when
/// the earlier calls run on every path to the later one. Only the first `event` on a subject is
/// judged: one that follows an earlier `event` is a repeat (a view moved to another container after
/// `transition(from:to:…)` already added it), not the mistake.
enum OrderKind: LintKind {
    static let kind = StaticCheck.Kind.order

    static func findings(of check: StaticCheck, in flow: Flow, events: [FittingCall], by matcher: StaticMatcher) -> [PendingFinding] {
        events.compactMap { call, conditions in finding(check, call, conditions, flow, matcher) }
    }

    private static func finding(
        _ check: StaticCheck, _ call: CallSite, _ conditions: [TypeCondition], _ flow: Flow, _ matcher: StaticMatcher
    ) -> PendingFinding? {
        let subject = matcher.subject(of: call, check.event!)
        let before = flow.calls.filter { $0.orderKey < call.orderKey && $0.path.canRunWith(call.path) }.sorted { $0.orderKey < $1.orderKey }
        let sameSubject = { (other: CallSite, patterns: [CallPattern]) in
            patterns.contains { matcher.matches(other, $0, flow) && matcher.subject(of: other, $0) == subject }
        }
        let lastReset = before.last { sameSubject($0, check.resets ?? []) }
        let earlier = before.filter { other in
            (lastReset.map { other.orderKey > $0.orderKey } ?? true) && sameSubject(other, check.notAfter ?? [])
        }
        guard let first = earlier.first, let last = earlier.last else { return nil }
        guard !before.contains(where: { $0.orderKey < first.orderKey && sameSubject($0, [check.event!]) }) else { return nil }
        return matcher.finding(
            check, at: call, provenByFlow: BranchPath.covers(call.path, by: earlier.map(\.path), branches: matcher.facts.branches),
            conditions: conditions, note: (last, "the earlier call is here"))
    }
}
