import LifecycleModel

/// One trigger a question could be about, with the reason it ranks where it does. The interpreter
/// ranks every candidate and takes the first, so `ask --explain` can show why a reading won.
struct TriggerCandidate: Sendable {
    /// Why a mention is a candidate; the cases are in rank order.
    enum Reason: String, Sendable {
        /// A method named in code form that no phrase took ("addSubview: adds a child's view").
        case namedCall = "named-call"
        /// An event phrase ("the user switches tabs").
        case event
        /// Any other API mention no phrase took: methods, then callbacks, initializers, properties.
        case mention
        /// An API inside a context phrase (`beginAppearanceTransition:YES`), only when it has facts.
        case inContext = "in-context"
    }

    var trigger: Trigger
    var reason: Reason
    /// Whether stored facts say what the trigger sets off; within one reason those come first.
    var hasFacts: Bool

    /// The groups in rank order, each with candidates that have facts first, every trigger once:
    /// the first element is the trigger the interpreter chooses.
    static func ranked(_ groups: [(Reason, [Trigger])], hasFacts: (Trigger) -> Bool) -> [TriggerCandidate] {
        var seen: [TriggerKey] = []
        var out: [TriggerCandidate] = []
        for (reason, triggers) in groups {
            let group = triggers.map { TriggerCandidate(trigger: $0, reason: reason, hasFacts: hasFacts($0)) }
            for candidate in group.filter(\.hasFacts) + group.filter({ !$0.hasFacts }) where !seen.contains(candidate.trigger.key) {
                seen.append(candidate.trigger.key)
                out.append(candidate)
            }
        }
        return out
    }
}
