import LifecycleModel

/// A finding as one file's flows prove it, waiting for the other files of the run to say what its
/// receivers are. Its severity is decided here and nowhere else: **an error only when certain** — the
/// flow proves the mistake on every path it shows (`provenByFlow`), every receiver the rule names is
/// known to be of its kind (a declared subclass of `UIViewController`, or an SDK class). Anything less
/// is a warning; a receiver known not to be of its kind drops it.
struct PendingFinding: Sendable {
    var diagnostic: Diagnostic
    /// The flow shows the mistake on every path and no call the rule needs can be made elsewhere.
    var provenByFlow: Bool
    /// Receivers whose kind the rule depends on, each with the SDK classes it must descend from.
    var conditions: [TypeCondition]
    /// The call the finding says never happens, on a value of a project class: another file may make it
    /// (`SentCalls`), and then the finding is dropped.
    var unlessSent: MissingCall? = nil
    /// The required call and the class the finding is in: if a project superclass of it (declared in
    /// another file, say) makes that call in any of its methods, it may do so for this class's children.
    var unlessInherited: CallOnType? = nil
    /// The required call and the project class of the object the event is sent to: a container whose
    /// own `addChild(_:)` sends `didMove(toParent:)` (or any of its methods, or its superclasses') may finish what the caller started.
    var unlessContainerMakes: CallOnType? = nil
    /// The class the finding is written in: in a test case, calling a callback by hand (or a mock that
    /// skips super) is how the test drives the code, so it is at most a warning there.
    var inType: String? = nil
    /// Written in a file that imports a test framework: a test's helper, at most a warning as in the test case itself.
    var inTestCode = false

    /// The diagnostic with its final severity, or nil when a receiver is known not to be of its kind or
    /// the call it misses is made elsewhere in the run.
    func resolved(with index: TypeIndex, sent: SentCalls) -> Diagnostic? {
        if let unlessSent, sent.mayMake(unlessSent) { return nil }
        if let unlessInherited,
            index.superclasses(of: unlessInherited.type).contains(where: {
                sent.classMakes(CallOnType(call: unlessInherited.call, type: $0))
            })
        {
            return nil
        }
        if let container = unlessContainerMakes,
            ([container.type] + index.superclasses(of: container.type)).contains(where: {
                sent.classMakes(CallOnType(call: container.call, type: $0))
            })
        {
            return nil
        }
        if conditions.contains(where: { !$0.unlessKindOf.isEmpty && index.evidence($0.type, kindOf: $0.unlessKindOf) == .known }) {
            return nil
        }
        let evidence = conditions.map { index.evidence($0.type, kindOf: $0.kindOf) }.min() ?? .known
        guard evidence != .none else { return nil }
        var diagnostic = diagnostic
        let inTest = inTestCode || inType.map { index.evidence(.named($0), kindOf: ["XCTestCase"]) == .known } ?? false
        if !(provenByFlow && evidence == .known) || inTest { diagnostic.severity = .warning }
        return diagnostic
    }
}

/// A receiver a finding depends on and the SDK classes it must be a kind of (`UIViewController`).
struct TypeCondition: Hashable, Sendable {
    var type: TypeReference
    var kindOf: Set<String>
    /// SDK classes that, when the receiver is known to be one, make the finding moot.
    var unlessKindOf: Set<String> = []

    static func controller(_ type: TypeReference) -> TypeCondition {
        TypeCondition(type: type, kindOf: ["UIViewController"])
    }

    /// A controller a child is added to: UIKit's own containers finish what their `addChild(_:)` starts
    /// (a tab bar controller adds a tab, a navigation controller a page), so no step is the caller's.
    static func container(_ type: TypeReference) -> TypeCondition {
        TypeCondition(
            type: type, kindOf: ["UIViewController"],
            unlessKindOf: ["UITabBarController", "UINavigationController", "UISplitViewController"])
    }
}
