import LifecycleModel

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

    /// The alternative's JSON: `fact`, `context`, `summary`.
    public var json: JSONValue {
        .object([.init("fact", .string(fact)), .init("context", .strings(context)), .init("summary", .string(summary))])
    }

    /// Encodes `json`, the one definition of the shape.
    public func encode(to encoder: Encoder) throws {
        try json.encode(to: encoder)
    }
}
