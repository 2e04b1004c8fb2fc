import LifecycleModel

/// One situation in which a callback is called, for "when is X called": the trigger (an API your
/// code or the user calls, an event, or a stored order), whom the callback is delivered to there,
/// what comes right before and after it, and where that is written down.
public struct TriggerSituation: Codable, Hashable, Sendable {
    /// The trigger's class, for an API trigger or an event standing for one.
    public var className: String?
    /// The trigger's Objective-C selector.
    public var selector: String?
    /// The trigger's current Swift name.
    public var swift: String?
    /// The event id, for a trigger that is not a call ("the user switches tabs").
    public var event: String?
    /// Whom the callback is delivered to in this situation, seen from the trigger.
    public var receiver: Receiver?
    /// The situation in one sentence, in the answer's language.
    public var note: String?
    /// The fact it comes from; nil for an order no fact splices in.
    public var fact: String?
    /// The stored order it comes from, when no fact names the trigger.
    public var order: String?
    /// The contexts the situation depends on, empty for the trigger's common case.
    public var context: [String]
    /// The call that comes right before the callback there, if any.
    public var before: AnswerStep?
    /// The call that comes right after the callback there, if any.
    public var after: AnswerStep?
    /// Source ids of the fact or order.
    public var sources: [String]

    enum CodingKeys: String, CodingKey {
        case className = "class"
        case selector, swift, event, receiver, note, fact, order, context, before, after, sources
    }

    /// Memberwise, for tests and other front ends.
    public init(
        className: String? = nil, selector: String? = nil, swift: String? = nil, event: String? = nil, receiver: Receiver? = nil,
        note: String? = nil, fact: String? = nil, order: String? = nil, context: [String] = [], before: AnswerStep? = nil,
        after: AnswerStep? = nil, sources: [String] = []
    ) {
        self.className = className
        self.selector = selector
        self.swift = swift
        self.event = event
        self.receiver = receiver
        self.note = note
        self.fact = fact
        self.order = order
        self.context = context
        self.before = before
        self.after = after
        self.sources = sources
    }

    /// The documented keys (class, selector, swift, event, receiver, note) are always written, null
    /// when absent, so every entry has the same shape.
    public var json: JSONValue {
        var object = JSONObjectBuilder()
        object.set(CodingKeys.className.rawValue, .optionalString(className))
        object.set(CodingKeys.selector.rawValue, .optionalString(selector))
        object.set(CodingKeys.swift.rawValue, .optionalString(swift))
        object.set(CodingKeys.event.rawValue, .optionalString(event))
        object.set(CodingKeys.receiver.rawValue, .raw(receiver))
        object.set(CodingKeys.note.rawValue, .optionalString(note))
        object.set(CodingKeys.fact.rawValue, .optionalString(fact))
        object.set(CodingKeys.order.rawValue, .optionalString(order))
        object.set(CodingKeys.context.rawValue, .strings(context))
        object.set(CodingKeys.before.rawValue, before?.json ?? .null)
        object.set(CodingKeys.after.rawValue, after?.json ?? .null)
        object.set(CodingKeys.sources.rawValue, .strings(sources))
        return object.value
    }

    /// Encodes `json`, the one definition of the shape.
    public func encode(to encoder: Encoder) throws {
        try json.encode(to: encoder)
    }
}
