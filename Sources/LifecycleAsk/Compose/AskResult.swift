import LifecycleModel

/// What `ask` produces: an answer, or a reply saying the question was not understood.
/// It encodes as the one JSON object of either case.
public enum AskResult: Encodable, Hashable, Sendable {
    /// What fires when a trigger happens (with a verdict for a yes/no question).
    case answered(WhatFiresAnswer)
    /// When a callback is called: the situations that lead to it.
    case when(WhenAnswer)
    /// Why a callback is not called, is called twice, or a controller is never released: the usual causes.
    case why(WhyAnswer)
    /// Two APIs side by side: what each is documented to do, and their order where one is stored.
    case versus(VersusAnswer)
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

    /// Whether stored knowledge answers it: a fact for what-fires (else only what is documented is
    /// said), a stored order for an order question, a cause for a why-question, a situation or a
    /// documented `when` for a reverse one. An unanswered result exits 1 like a question not understood.
    public var isAnswered: Bool {
        switch self {
        case .answered(let answer): answer.coverage == .fact && answer.relation != OrderFinding.notRecorded.relation
        case .when(let answer): !answer.triggeredBy.isEmpty || answer.documented?.when != nil
        case .why(let answer): answer.isAnswered
        case .versus(let answer): answer.isAnswered
        case .notUnderstood: false
        case .warning: true
        }
    }

    /// The same result with a sentence before its paragraph (the answer's `answer`, or a reply's `reason`).
    func prefixingAnswer(_ sentence: String) -> AskResult {
        switch self {
        case .answered(var answer):
            answer.answer = sentence + " " + answer.answer
            return .answered(answer)
        case .when(var answer):
            answer.answer = sentence + " " + answer.answer
            return .when(answer)
        case .why(var answer):
            answer.answer = sentence + " " + answer.answer
            return .why(answer)
        case .versus(var answer):
            answer.answer = sentence + " " + answer.answer
            return .versus(answer)
        case .notUnderstood(var reply):
            reply.reason = sentence + " " + reply.reason
            return .notUnderstood(reply)
        // A pasted message is explained before any question is read, so no sentence is prefixed to it.
        case .warning: return self
        }
    }

    /// The answer to the first question of a text, as the answer to the whole text: the text as
    /// asked and the other questions in it. A reply that was not understood is returned as it is.
    func asAnswer(to text: String, also: [AlsoAsked]) -> AskResult {
        switch self {
        case .answered(var answer):
            (answer.question, answer.also) = (text, also)
            return .answered(answer)
        case .when(var answer):
            (answer.question, answer.also) = (text, also)
            return .when(answer)
        case .why(var answer):
            (answer.question, answer.also) = (text, also)
            return .why(answer)
        case .versus(var answer):
            (answer.question, answer.also) = (text, also)
            return .versus(answer)
        case .notUnderstood, .warning: return self
        }
    }

    /// The paragraph a person reads first: the answer's, or a reply's reason.
    var paragraph: String {
        switch self {
        case .answered(let answer): answer.verdictReason.map { $0 + " " + answer.answer } ?? answer.answer
        case .when(let answer): answer.answer
        case .why(let answer): answer.answer
        case .versus(let answer): answer.answer
        case .notUnderstood(let reply): reply.reason
        case .warning(let answer): answer.answer
        }
    }

    /// The language the answer is written in.
    public var language: Language {
        switch self {
        case .answered(let answer): answer.language
        case .when(let answer): answer.language
        case .why(let answer): answer.language
        case .versus(let answer): answer.language
        case .notUnderstood(let reply): reply.language
        case .warning(let answer): answer.language
        }
    }

    /// The other questions of the text, whichever kind of answer holds them.
    var also: [AlsoAsked] {
        switch self {
        case .answered(let answer): answer.also
        case .when(let answer): answer.also
        case .why(let answer): answer.also
        case .versus(let answer): answer.also
        case .notUnderstood, .warning: []
        }
    }

    /// The why-answer, when there is one.
    public var whyAnswer: WhyAnswer? {
        if case .why(let answer) = self { return answer }
        return nil
    }

    /// The payload's own JSON, without a wrapper, so the JSON is the documented object.
    public var json: JSONValue {
        switch self {
        case .answered(let answer): answer.json
        case .when(let answer): answer.json
        case .why(let answer): answer.json
        case .versus(let answer): answer.json
        case .notUnderstood(let reply): reply.json
        case .warning(let answer): answer.json
        }
    }

    /// Encodes `json`, the one definition of the shape.
    public func encode(to encoder: Encoder) throws {
        try json.encode(to: encoder)
    }
}
