import LifecycleModel

/// One ranked reading of a question's trigger, shown by `ask --explain` (`understood.candidates`
/// in JSON): a wrong choice can be seen, with the candidate that should have won and why it did not.
public struct UnderstoodCandidate: Codable, Hashable, Sendable {
    /// 1 for the trigger the answer is about, then in rank order.
    public var rank: Int
    /// `named-call`, `event`, `mention` or `in-context`: the rule that ranked it (README, "How ask reads a question").
    public var why: String
    /// Whether stored facts say what it sets off; within one `why` those rank first.
    public var hasFacts: Bool
    /// The API or event, as in `understood.trigger`.
    public var trigger: UnderstoodTrigger

    enum CodingKeys: String, CodingKey {
        case rank, why
        case hasFacts = "has_facts"
        case trigger
    }

    /// Memberwise, for tests and other front ends.
    public init(rank: Int, why: String, hasFacts: Bool, trigger: UnderstoodTrigger) {
        self.rank = rank
        self.why = why
        self.hasFacts = hasFacts
        self.trigger = trigger
    }

    /// The candidate's JSON: `rank`, `why`, `has_facts`, `trigger`.
    public var json: JSONValue {
        .object([
            .init(CodingKeys.rank.rawValue, .int(rank)), .init(CodingKeys.why.rawValue, .string(why)),
            .init(CodingKeys.hasFacts.rawValue, .bool(hasFacts)), .init(CodingKeys.trigger.rawValue, trigger.json),
        ])
    }

    /// Encodes `json`, the one definition of the shape.
    public func encode(to encoder: Encoder) throws {
        try json.encode(to: encoder)
    }
}
