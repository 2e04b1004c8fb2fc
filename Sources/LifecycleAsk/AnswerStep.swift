import LifecycleModel

/// One call in an answer: which API, on which object, when.
public struct AnswerStep: Codable, Hashable, Sendable {
    /// Position in its list, from 1; in `fires` this is the order UIKit makes the calls.
    public var order: Int
    /// The catalog class declaring the API (`UIViewController`).
    public var className: String
    /// The Objective-C selector without class (`willMoveToParentViewController:`).
    public var selector: String
    /// The current Swift name, nil when the API has none.
    public var swift: String?
    /// The object the call is made on, seen from the trigger (`child`, `self`).
    public var receiver: Receiver
    /// When the call happens relative to the trigger.
    public var timing: Timing
    /// What to know about this one call, in the answer's language.
    public var note: String?
    /// False when the next step may come before this one (only will-before-did is certain).
    public var nextGuaranteed: Bool?

    enum CodingKeys: String, CodingKey {
        case order
        case className = "class"
        case selector, swift, receiver, timing, note
        case nextGuaranteed = "next_guaranteed"
    }

    /// Memberwise, for tests and other front ends.
    public init(
        order: Int, className: String, selector: String, swift: String?, receiver: Receiver, timing: Timing,
        note: String? = nil, nextGuaranteed: Bool? = nil
    ) {
        self.order = order
        self.className = className
        self.selector = selector
        self.swift = swift
        self.receiver = receiver
        self.timing = timing
        self.note = note
        self.nextGuaranteed = nextGuaranteed
    }

    /// Writes `swift` and `note` as null when absent so every step has the same keys.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(order, forKey: .order)
        try container.encode(className, forKey: .className)
        try container.encode(selector, forKey: .selector)
        try container.encode(swift, forKey: .swift)
        try container.encode(receiver, forKey: .receiver)
        try container.encode(timing, forKey: .timing)
        try container.encode(note, forKey: .note)
        try container.encodeIfPresent(nextGuaranteed, forKey: .nextGuaranteed)
    }
}
