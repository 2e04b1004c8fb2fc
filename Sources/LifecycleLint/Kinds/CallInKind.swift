import LifecycleCheck

/// `call-in`: a matching call made directly (not in a completion) in an override of one of `methods`.
enum CallInKind: LintKind {
    static let kind = StaticCheck.Kind.callIn

    static func findings(of check: StaticCheck, in flow: Flow, events: [FittingCall], by matcher: StaticMatcher) -> [PendingFinding] {
        guard let function = flow.function, function.isOverride, (check.methods ?? []).contains(function.name) else { return [] }
        // Inside a branch the call may be guarded (by `view.window != nil`): only likely.
        return events.filter { $0.call.phase == 0 }.map {
            matcher.finding(check, at: $0.call, provenByFlow: $0.call.path.arms.isEmpty, conditions: $0.conditions)
        }
    }
}
