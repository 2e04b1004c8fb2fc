import LifecycleCheck

/// `super-prohibited`: in an override of one of `methods`, in a class whose direct superclass is one
/// of `superclasses` (any class when there are none), a call to its own super implementation.
enum SuperProhibitedKind: LintKind {
    static let kind = StaticCheck.Kind.superProhibited

    static func findings(of check: StaticCheck, in flow: Flow, events: [FittingCall], by matcher: StaticMatcher) -> [PendingFinding] {
        if let allowed = check.superclasses, !allowed.contains(flow.type?.inherited.first ?? "") { return [] }
        return matcher.superCalls(in: flow, methods: check.methods) { call, function in call.swiftName == function.name }
            .map { matcher.finding(check, at: $0, provenByFlow: true, conditions: matcher.overrideConditions($1, flow)) }
    }
}
