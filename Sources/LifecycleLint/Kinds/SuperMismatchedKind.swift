import LifecycleCheck

/// `super-mismatched`: in an override of one of `methods`, a `super` call to a different one of them
/// (`viewWillAppear` calling `super.viewDidAppear`).
enum SuperMismatchedKind: LintKind {
    static let kind = StaticCheck.Kind.superMismatched

    static func findings(of check: StaticCheck, in flow: Flow, events: [FittingCall], by matcher: StaticMatcher) -> [PendingFinding] {
        matcher.superCalls(in: flow, methods: check.methods) { call, function in call.swiftName != function.name }
            .map { matcher.finding(check, at: $0, provenByFlow: true, conditions: matcher.overrideConditions($1, flow)) }
    }
}
