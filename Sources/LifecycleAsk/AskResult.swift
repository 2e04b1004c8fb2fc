import LifecycleModel

/// What `ask` produces: an answer, or a reply saying the question was not understood.
/// It encodes as the one JSON object of either case.
public enum AskResult: Encodable, Hashable, Sendable {
    /// What fires when a trigger happens (with a verdict for a yes/no question).
    case answered(WhatFiresAnswer)
    /// When a callback is called: the situations that lead to it.
    case when(WhenAnswer)
    case notUnderstood(NotUnderstoodAnswer)
    /// What a pasted UIKit console message means.
    case warning(WarningAnswer)

    /// The what-fires answer, when there is one.
    public var answer: WhatFiresAnswer? {
        if case .answered(let answer) = self { return answer }
        return nil
    }

    /// The "when is X called" answer, when there is one.
    public var whenAnswer: WhenAnswer? {
        if case .when(let answer) = self { return answer }
        return nil
    }

    /// The payload's own JSON, without a wrapper, so the JSON is the documented object.
    public var json: JSONValue {
        switch self {
        case .answered(let answer): answer.json
        case .when(let answer): answer.json
        case .notUnderstood(let reply): reply.json
        case .warning(let answer): answer.json
        }
    }

    /// Encodes `json`, the one definition of the shape.
    public func encode(to encoder: Encoder) throws {
        try json.encode(to: encoder)
    }
}
