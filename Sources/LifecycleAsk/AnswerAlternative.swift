/// Another stored case of the same trigger, so the reader sees how the answer changes with context.
public struct AnswerAlternative: Codable, Hashable, Sendable {
    /// The fact id of that case.
    public var fact: String
    /// The context ids the case depends on (every group flattened), empty for the common case.
    public var context: [String]
    /// The case in one sentence.
    public var summary: String

    /// Memberwise, for tests and other front ends.
    public init(fact: String, context: [String], summary: String) {
        self.fact = fact
        self.context = context
        self.summary = summary
    }
}
