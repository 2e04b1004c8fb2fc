/// The part of an answer that says how the question was read, so a wrong reading is visible.
public struct UnderstoodQuestion: Codable, Hashable, Sendable {
    /// The API or event the question asks about.
    public var trigger: UnderstoodTrigger
    /// Context ids, in the order the question names them.
    public var context: [String]
    /// The callback a yes/no question asks about ("does X fire when …"); absent otherwise.
    public var asked: UnderstoodTrigger?

    /// Memberwise, for tests and other front ends.
    public init(trigger: UnderstoodTrigger, context: [String], asked: UnderstoodTrigger? = nil) {
        self.trigger = trigger
        self.context = context
        self.asked = asked
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
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(event, forKey: .event)
        try container.encodeIfPresent(summary, forKey: .summary)
        try container.encode(className, forKey: .className)
        try container.encode(selector, forKey: .selector)
        try container.encode(swift, forKey: .swift)
    }
}
