/// "When TRIGGER happens in CONTEXT, these calls fire on these receivers, and you must still call these."
public struct FactRecord: Codable, Hashable, Sendable {
    public var id: String
    /// An API spelling, or `event:<id>` for a trigger that is not a call.
    public var trigger: String
    /// Groups of alternative context ids; every group must hold for the fact to apply.
    public var contexts: [[String]]
    public var summary: Bilingual
    public var answer: Bilingual
    public var fires: [FactEffect]
    public var youCall: [FactEffect]
    public var never: [FactEffect]
    public var rules: [String]
    public var orders: [String]
    public var scenarios: [String]
    public var sources: [String]

    /// The event id when the trigger is `event:<id>`.
    public var triggerEvent: String? {
        trigger.hasPrefix("event:") ? String(trigger.dropFirst("event:".count)) : nil
    }

    enum CodingKeys: String, CodingKey {
        case id, trigger, contexts, summary, answer, fires
        case youCall = "you_call"
        case never, rules, orders, scenarios, sources
    }

    public init(
        id: String, trigger: String, contexts: [[String]] = [], summary: Bilingual, answer: Bilingual,
        fires: [FactEffect] = [], youCall: [FactEffect] = [], never: [FactEffect] = [],
        rules: [String] = [], orders: [String] = [], scenarios: [String] = [], sources: [String]
    ) {
        self.id = id
        self.trigger = trigger
        self.contexts = contexts
        self.summary = summary
        self.answer = answer
        self.fires = fires
        self.youCall = youCall
        self.never = never
        self.rules = rules
        self.orders = orders
        self.scenarios = scenarios
        self.sources = sources
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        trigger = try c.decode(String.self, forKey: .trigger)
        contexts = try c.decodeIfPresent([[String]].self, forKey: .contexts) ?? []
        summary = try c.decode(Bilingual.self, forKey: .summary)
        answer = try c.decode(Bilingual.self, forKey: .answer)
        fires = try c.decodeIfPresent([FactEffect].self, forKey: .fires) ?? []
        youCall = try c.decodeIfPresent([FactEffect].self, forKey: .youCall) ?? []
        never = try c.decodeIfPresent([FactEffect].self, forKey: .never) ?? []
        rules = try c.decodeIfPresent([String].self, forKey: .rules) ?? []
        orders = try c.decodeIfPresent([String].self, forKey: .orders) ?? []
        scenarios = try c.decodeIfPresent([String].self, forKey: .scenarios) ?? []
        sources = try c.decode([String].self, forKey: .sources)
    }
}

/// One call in a fact: an API (or a whole stored order) on a receiver, with its timing.
public struct FactEffect: Codable, Hashable, Sendable {
    /// An API spelling; exactly one of `api` and `order` is set.
    public var api: String?
    /// A stored order spliced in step by step.
    public var order: String?
    public var receiver: Receiver
    public var timing: Timing?
    public var note: Bilingual?

    public init(api: String? = nil, order: String? = nil, receiver: Receiver, timing: Timing? = nil, note: Bilingual? = nil) {
        self.api = api
        self.order = order
        self.receiver = receiver
        self.timing = timing
        self.note = note
    }
}
