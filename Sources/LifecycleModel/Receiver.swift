/// The object a call is made on, seen from the object that triggered it.
public enum Receiver: String, Codable, CaseIterable, Sendable {
    case `self`, parent, child, view, superview, subview, window, presenting, presented
}

/// When a call happens relative to its trigger.
public enum Timing: String, Codable, CaseIterable, Sendable {
    /// Synchronously inside the trigger.
    case immediately
    /// In a later run-loop turn.
    case later
    /// Together with the parent's own callback.
    case withParent = "with-parent"
    case never
    /// Your code must make the call.
    case manual
}
