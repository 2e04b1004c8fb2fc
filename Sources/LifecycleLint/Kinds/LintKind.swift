import LifecycleCheck

/// What one static check kind states about itself: its name and how a check of its kind turns the
/// calls of one flow into findings. `StaticMatcher` reaches every kind through this protocol, so a new
/// kind is a new conformance in this folder plus its line in `LintKinds.all`.
protocol LintKind: Sendable {
    /// The kind written after `kind:` in a rule's `lint:` part.
    static var kind: StaticCheck.Kind { get }

    /// Whether the kind looks at flows that make no call: only an override that never calls super
    /// is found there, and skipping the rest is most of what keeps a run fast.
    static var readsCallLessFlows: Bool { get }

    /// The findings of `check` in `flow`; `events` are the flow's calls that fit the check's `event`
    /// pattern, each with the receivers a finding at it depends on.
    static func findings(of check: StaticCheck, in flow: Flow, events: [FittingCall], by matcher: StaticMatcher) -> [PendingFinding]

    /// The call a check of this kind needs made on the subject of its `event`, which other files may
    /// make (`PendingFinding.unlessSent`); nil when no other file can silence it.
    static func requiredCall(of check: StaticCheck) -> CallPattern?
}

extension LintKind {
    static var readsCallLessFlows: Bool { false }

    static func requiredCall(of check: StaticCheck) -> CallPattern? { nil }
}

/// A call of a flow that fits a check's `event`, with the receivers a finding at it depends on.
typealias FittingCall = (call: CallSite, conditions: [TypeCondition])
