import LifecycleModel

/// The answer to "X vs Y", "difference between X and Y": what the catalog's sources say of each
/// (when it comes or is true, what leads to it, what follows it) and, when a stored sequence holds
/// both, which comes first. It keeps the what-fires keys (empty lists) so every answer has one shape.
public struct VersusAnswer: Hashable, Sendable {
    public var question: String
    public var language: Language
    /// The two APIs as `trigger` and `compared`, with any contexts.
    public var understood: UnderstoodQuestion
    /// What is documented of each, in the question's order.
    public var compared: [DocumentedAPI]
    /// `before` or `after` (the first relative to the second), `not-ordered`, `not-both` or `not-recorded`.
    public var relation: String
    /// The fact or order the relation comes from; nil when not recorded.
    public var evidence: String?
    public var sources: [String]
    public var citedSources: [CitedSource]
    /// One paragraph in plain words.
    public var answer: String
    /// The other questions the same text asked, each answered on its own.
    public var also: [AlsoAsked] = []

    /// Whether the catalog describes both; the order alone may be unrecorded.
    public var isAnswered: Bool { compared.allSatisfy { $0.when != nil } }

    /// The answer's JSON: its own keys and the what-fires keys as empty lists.
    public var json: JSONValue {
        var object = JSONObjectBuilder()
        object.set("question", .string(question))
        object.set("language", .raw(language))
        object.set("kind", .raw(QuestionForm.versus))
        object.set("understood", understood.json)
        object.set("compared", .array(compared.map(\.json)))
        object.set("relation", .string(relation))
        object.set("evidence", .optionalString(evidence))
        for empty in ["fires", "you_call", "never", "rules", "scenarios", "alternatives", "uncovered_context"] {
            object.set(empty, .array([]))
        }
        object.set("sources", .strings(sources))
        object.set("cited_sources", .array(citedSources.map(\.json)))
        object.set("answer", .string(answer))
        if !also.isEmpty { object.set("also", .array(also.map(\.json))) }
        return object.value
    }
}
