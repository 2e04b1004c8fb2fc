/// A rule or vocabulary entry that cannot be compiled: an unknown API spelling, a missing parameter,
/// an unknown warning id. `subject` is the rule or warning id it belongs to.
public struct CheckSetupError: Error, Hashable, Sendable, CustomStringConvertible {
    public var subject: String
    public var message: String
    /// The text at fault (an API spelling, a warning id, a pattern), so a loader can point at the line
    /// that holds it; the subject itself when nothing narrower is to blame.
    public var culprit: String

    public init(subject: String, message: String, culprit: String? = nil) {
        self.subject = subject
        self.message = message
        self.culprit = culprit ?? subject
    }

    public var description: String { "\(subject): \(message)" }
}
