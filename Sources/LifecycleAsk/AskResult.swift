/// What `ask` produces: an answer, or a reply saying the question was not understood.
/// It encodes as the one JSON object of either case.
public enum AskResult: Encodable, Hashable, Sendable {
    case answered(WhatFiresAnswer)
    case notUnderstood(NotUnderstoodAnswer)

    /// The answer, when there is one.
    public var answer: WhatFiresAnswer? {
        if case .answered(let answer) = self { return answer }
        return nil
    }

    /// Encodes the payload itself, without a wrapper, so the JSON is the documented object.
    public func encode(to encoder: Encoder) throws {
        switch self {
        case .answered(let answer): try answer.encode(to: encoder)
        case .notUnderstood(let reply): try reply.encode(to: encoder)
        }
    }
}
