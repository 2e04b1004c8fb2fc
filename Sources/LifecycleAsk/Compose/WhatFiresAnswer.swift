import LifecycleModel

/// Whether a stored fact answers a what-fires question.
public enum Coverage: String, Codable, Hashable, Sendable {
    case fact
    case missing
}

/// The answer to "what fires when …": the ordered calls UIKit makes, what you must still call,
/// what does not fire, and the rules, scenarios and sources behind it. Its JSON keys are the
/// public contract of `lifecycle-kb ask --format json`.
public struct WhatFiresAnswer: Codable, Hashable, Sendable {
    /// The question as asked.
    public var question: String
    /// The language the texts are in: Chinese when the question is.
    public var language: Language
    /// How the question was read: trigger and contexts.
    public var understood: UnderstoodQuestion
    /// The fact the answer comes from; nil when nothing is stored for the trigger.
    public var fact: String?
    /// What UIKit calls, in order, the trigger first when it is a callback.
    public var fires: [AnswerStep]
    /// What your code must still call, in order.
    public var youCall: [AnswerStep]
    /// Callbacks people expect here that do not fire.
    public var never: [AnswerStep]
    /// Ids of the rules to keep.
    public var rules: [String]
    /// Ids of recorded scenarios that show it.
    public var scenarios: [String]
    /// Source ids of the fact and of the orders it splices in.
    public var sources: [String]
    /// One paragraph in plain words.
    public var answer: String
    /// The trigger's other stored cases.
    public var alternatives: [AnswerAlternative]
    /// Contexts the question names that the stored facts do not distinguish.
    public var uncoveredContext: [String]
    /// `what-fires`, or `yes-no` when the question asked for a verdict.
    public var kind: QuestionForm
    /// Yes, no or depends, for a yes/no question about the callback in `understood.asked`.
    public var verdict: Verdict?
    /// Why the verdict is what it is, in the answer's language.
    public var verdictReason: String?
    /// For `depends`: the contexts the verdict turns on.
    public var dependsOn: [String]?
    /// For an order question: `before` or `after` (the asked callback relative to the other),
    /// `not-ordered`, `not-both` or `not-recorded`.
    public var relation: String?
    /// `fact` when a stored fact answers, `missing` when none covers the trigger (the answer then
    /// says what is documented instead, and exits 1).
    public var coverage: Coverage = .fact
    /// What the catalog's sources say about the trigger, when no fact covers it.
    public var documented: DocumentedAPI?
    /// The other questions the same text asked, each answered on its own.
    public var also: [AlsoAsked] = []
    /// The sources with their titles, for people reading the answer.
    public var citedSources: [CitedSource]

    enum CodingKeys: String, CodingKey {
        case question, language, kind, verdict
        case verdictReason = "verdict_reason"
        case dependsOn = "depends_on"
        case understood, fact, fires
        case youCall = "you_call"
        case never, rules, scenarios, sources
        case citedSources = "cited_sources"
        case answer, alternatives
        case uncoveredContext = "uncovered_context"
        case relation, coverage, documented
    }

    /// Memberwise, for tests and other front ends.
    public init(
        question: String, language: Language, understood: UnderstoodQuestion, fact: String?,
        fires: [AnswerStep], youCall: [AnswerStep], never: [AnswerStep], rules: [String], scenarios: [String],
        sources: [String], answer: String, alternatives: [AnswerAlternative], uncoveredContext: [String],
        kind: QuestionForm = .whatFires, citedSources: [CitedSource] = []
    ) {
        self.question = question
        self.language = language
        self.understood = understood
        self.fact = fact
        self.fires = fires
        self.youCall = youCall
        self.never = never
        self.rules = rules
        self.scenarios = scenarios
        self.sources = sources
        self.answer = answer
        self.alternatives = alternatives
        self.uncoveredContext = uncoveredContext
        self.kind = kind
        self.citedSources = citedSources
    }

    /// The answer's JSON; `fact`, `verdict`, `verdict_reason` and `depends_on` only when present.
    public var json: JSONValue {
        var object = JSONObjectBuilder()
        object.set(CodingKeys.question.rawValue, .string(question))
        object.set(CodingKeys.language.rawValue, .raw(language))
        object.set(CodingKeys.kind.rawValue, .raw(kind))
        object.setIfPresent(CodingKeys.verdict.rawValue, verdict.map { .raw($0) })
        object.setIfPresent(CodingKeys.verdictReason.rawValue, verdictReason.map(JSONValue.string))
        object.setIfPresent(CodingKeys.dependsOn.rawValue, dependsOn.map(JSONValue.strings))
        object.setIfPresent("relation", relation.map(JSONValue.string))
        object.set("coverage", .raw(coverage))
        object.setIfPresent("documented", documented?.json)
        if !also.isEmpty { object.set("also", .array(also.map(\.json))) }
        object.set(CodingKeys.understood.rawValue, understood.json)
        object.setIfPresent(CodingKeys.fact.rawValue, fact.map(JSONValue.string))
        object.set(CodingKeys.fires.rawValue, .array(fires.map(\.json)))
        object.set(CodingKeys.youCall.rawValue, .array(youCall.map(\.json)))
        object.set(CodingKeys.never.rawValue, .array(never.map(\.json)))
        object.set(CodingKeys.rules.rawValue, .strings(rules))
        object.set(CodingKeys.scenarios.rawValue, .strings(scenarios))
        object.set(CodingKeys.sources.rawValue, .strings(sources))
        object.set(CodingKeys.citedSources.rawValue, .array(citedSources.map(\.json)))
        object.set(CodingKeys.answer.rawValue, .string(answer))
        object.set(CodingKeys.alternatives.rawValue, .array(alternatives.map(\.json)))
        object.set(CodingKeys.uncoveredContext.rawValue, .strings(uncoveredContext))
        return object.value
    }

    /// Encodes `json`, the one definition of the shape.
    public func encode(to encoder: Encoder) throws {
        try json.encode(to: encoder)
    }
}
