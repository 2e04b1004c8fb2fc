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

    /// The step's JSON: `swift` and `note` are null when absent so every step has the same keys.
    public var json: JSONValue {
        var object = JSONObjectBuilder()
        object.set(CodingKeys.order.rawValue, .int(order))
        object.set(CodingKeys.className.rawValue, .string(className))
        object.set(CodingKeys.selector.rawValue, .string(selector))
        object.set(CodingKeys.swift.rawValue, .optionalString(swift))
        object.set(CodingKeys.receiver.rawValue, .raw(receiver))
        object.set(CodingKeys.timing.rawValue, .raw(timing))
        object.set(CodingKeys.note.rawValue, .optionalString(note))
        object.setIfPresent(CodingKeys.nextGuaranteed.rawValue, nextGuaranteed.map(JSONValue.bool))
        return object.value
    }

    /// Encodes `json`, the one definition of the shape.
    public func encode(to encoder: Encoder) throws {
        try json.encode(to: encoder)
    }
}
