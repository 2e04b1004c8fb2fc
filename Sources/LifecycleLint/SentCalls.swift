/// A required call on a value of a project class (`removeFromParent()` on a `HomePageViewController`).
struct CallOnType: Hashable, Sendable {
    /// The pattern's Swift name, `removeFromParent()`.
    var call: String
    var type: String
}

/// A required call one file makes, kept for findings in the others: a call a file seems to miss may be
/// made by the object itself, or by whoever holds it, through a method call the file does make.
enum SentCall: Hashable, Sendable {
    /// A method of the class makes the call on itself (`dismiss()` calls `removeFromParent()`).
    case onSelf(CallOnType, method: String)
    /// A method of the class makes the call on any value (a base class that finishes every child).
    case inClass(CallOnType)
    /// A flow makes the call on an object of the class and calls these methods on it (`page.willMove(toParent: nil)`,
    /// then `page.dismiss()`).
    case onHeld(CallOnType, methods: Set<String>)
}

/// What a finding's missing call could be made through: its subject's class, the methods its file calls
/// on the subject, and, when the subject is `self`, the method the event is in.
struct MissingCall: Hashable, Sendable {
    var key: CallOnType
    var methodsCalled: Set<String>
    var inMethod: String?
}

/// Every required call the run makes on project classes.
struct SentCalls: Sendable {
    private var onSelf: [CallOnType: Set<String>] = [:]
    private var inClasses: Set<CallOnType> = []
    private var onHeld: [CallOnType: Set<String>] = [:]

    init(_ calls: some Sequence<SentCall>) {
        for call in calls {
            switch call {
            case .onSelf(let key, let method): onSelf[key, default: []].insert(method)
            case .inClass(let key): inClasses.insert(key)
            case .onHeld(let key, let methods): onHeld[key, default: []].formUnion(methods)
            }
        }
    }

    /// Whether the missing call may be made where the finding's file cannot see: in a method of the
    /// class that the file calls on the subject, or by a holder that calls the finding's method on it.
    func mayMake(_ missing: MissingCall) -> Bool {
        if let methods = onSelf[missing.key], !methods.isDisjoint(with: missing.methodsCalled) { return true }
        if let method = missing.inMethod, onHeld[missing.key]?.contains(method) == true { return true }
        return false
    }

    /// Whether some method of the class makes the call, on any value.
    func classMakes(_ key: CallOnType) -> Bool {
        inClasses.contains(key)
    }
}
