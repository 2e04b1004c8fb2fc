/// A rule or vocabulary entry that cannot be compiled: an unknown API spelling, a missing parameter,
/// an unknown warning id. `subject` is the rule or warning id it belongs to.
public struct CheckSetupError: Error, Hashable, Sendable, CustomStringConvertible {
    public var subject: String
    public var message: String

    public init(subject: String, message: String) {
        self.subject = subject
        self.message = message
    }

    public var description: String { "\(subject): \(message)" }
}
