/// The object a call is made on, seen from the object that triggered it: answers about two
/// controllers name each by its role in the transition, never as a second `child`.
public enum Receiver: String, Codable, CaseIterable, Sendable {
    case `self`, parent, child, view, superview, subview, window, presenting, presented
    /// The controller leaving the screen in a navigation, tab, page or container transition.
    case from
    /// The controller arriving on screen in a navigation, tab, page or container transition.
    case to
    /// The window's root view controller.
    case root
    /// A delegate UIKit informs, such as the UIAdaptivePresentationControllerDelegate of a sheet.
    case delegate
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
