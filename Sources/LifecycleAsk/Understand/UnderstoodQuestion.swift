import LifecycleModel

/// The part of an answer that says how the question was read, so a wrong reading is visible.
public struct UnderstoodQuestion: Codable, Hashable, Sendable {
    /// The API or event the question asks about.
    public var trigger: UnderstoodTrigger
    /// Context ids, in the order the question names them.
    public var context: [String]
    /// The callback a yes/no question asks about ("does X fire when …"); absent otherwise.
    public var asked: UnderstoodTrigger?
    /// The ranked trigger candidates, the chosen one first; only when asked for (`ask --explain`).
    public var candidates: [UnderstoodCandidate]?
    /// For "is X called before Y": Y, the callback `asked` is compared with; absent otherwise.
    public var compared: UnderstoodTrigger?
    /// For "is X called before Y": `before` or `after`, the side of `compared` the question puts `asked` on.
    public var relation: String?

    /// Memberwise, for tests and other front ends.
    public init(
        trigger: UnderstoodTrigger, context: [String], asked: UnderstoodTrigger? = nil, candidates: [UnderstoodCandidate]? = nil
    ) {
        self.trigger = trigger
        self.context = context
        self.asked = asked
        self.candidates = candidates
    }

    /// How the question was read as JSON: `trigger`, `context`, and `asked`, `compared`, `relation`
    /// and `candidates` when there are.
    public var json: JSONValue {
        var object = JSONObjectBuilder()
        object.set("trigger", trigger.json)
        object.set("context", .strings(context))
        object.setIfPresent("asked", asked?.json)
        object.setIfPresent("compared", compared?.json)
        object.setIfPresent("relation", relation.map(JSONValue.string))
        object.setIfPresent("candidates", candidates.map { .array($0.map(\.json)) })
        return object.value
    }

    /// Encodes `json`, the one definition of the shape.
    public func encode(to encoder: Encoder) throws {
        try json.encode(to: encoder)
    }
}

/// The trigger as understood: an API (class, selector, Swift name) or an event (id and summary,
/// with the API it stands for when it has `same_as`).
public struct UnderstoodTrigger: Codable, Hashable, Sendable {
    /// The event id, for triggers that are not calls.
    public var event: String?
    /// The event summary in the answer's language.
    public var summary: String?
    /// The class of the API (the event's `same_as` API for events).
    public var className: String?
    /// The Objective-C selector without class.
    public var selector: String?
    /// The current Swift name.
    public var swift: String?

    enum CodingKeys: String, CodingKey {
        case event, summary
        case className = "class"
        case selector, swift
    }

    /// Memberwise, for tests and other front ends.
    public init(event: String? = nil, summary: String? = nil, className: String?, selector: String?, swift: String?) {
        self.event = event
        self.summary = summary
        self.className = className
        self.selector = selector
        self.swift = swift
    }

    /// Event keys appear only for events; class, selector and swift are always written, null when absent.
    public var json: JSONValue {
        var object = JSONObjectBuilder()
        object.setIfPresent(CodingKeys.event.rawValue, event.map(JSONValue.string))
        object.setIfPresent(CodingKeys.summary.rawValue, summary.map(JSONValue.string))
        object.set(CodingKeys.className.rawValue, .optionalString(className))
        object.set(CodingKeys.selector.rawValue, .optionalString(selector))
        object.set(CodingKeys.swift.rawValue, .optionalString(swift))
        return object.value
    }

    /// Encodes `json`, the one definition of the shape.
    public func encode(to encoder: Encoder) throws {
        try json.encode(to: encoder)
    }
}
