import LifecycleModel

/// The answer to "when is X called" / "what calls X": every stored situation that leads to the
/// callback. It keeps the keys of `WhatFiresAnswer` (with empty call lists) so scripts reading
/// either kind of answer find the same shape, plus `kind: "when"` and `triggered_by`.
public struct WhenAnswer: Codable, Hashable, Sendable {
    /// The question as asked.
    public var question: String
    /// The language the texts are in.
    public var language: Language
    /// How the question was read: the callback asked about, and any contexts.
    public var understood: UnderstoodQuestion
    /// The situations that lead to the callback: API triggers first, then events, then orders.
    public var triggeredBy: [TriggerSituation]
    /// Stored situations in which the callback does not come, with the reason in `note`.
    public var notTriggeredBy: [TriggerSituation]
    /// Ids of recorded scenarios whose traces show the callback.
    public var scenarios: [String]
    /// Every source id behind the situations, each once.
    public var sources: [String]
    /// The sources with their titles, for people reading the answer.
    public var citedSources: [CitedSource]
    /// One paragraph in plain words.
    public var answer: String
    /// `when`, or `when-true` for a property ("when is isBeingPresented true").
    public var kind: QuestionForm = .when
    /// What the catalog's sources say about the callback or property: its `when`, triggers and followers.
    public var documented: DocumentedAPI?
    /// The other questions the same text asked, each answered on its own.
    public var also: [AlsoAsked] = []

    enum CodingKeys: String, CodingKey {
        case question, language, kind, understood
        case triggeredBy = "triggered_by"
        case notTriggeredBy = "not_triggered_by"
        case fires
        case youCall = "you_call"
        case never, rules, scenarios, sources
        case citedSources = "cited_sources"
        case answer, alternatives
        case uncoveredContext = "uncovered_context"
        case documented
    }

    /// Memberwise, for tests and other front ends.
    public init(
        question: String, language: Language, understood: UnderstoodQuestion, triggeredBy: [TriggerSituation],
        notTriggeredBy: [TriggerSituation], scenarios: [String], sources: [String], citedSources: [CitedSource], answer: String
    ) {
        self.question = question
        self.language = language
        self.understood = understood
        self.triggeredBy = triggeredBy
        self.notTriggeredBy = notTriggeredBy
        self.scenarios = scenarios
        self.sources = sources
        self.citedSources = citedSources
        self.answer = answer
    }

    /// Decodes the keys it writes; the empty what-fires lists are not read back.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        question = try container.decode(String.self, forKey: .question)
        language = try container.decode(Language.self, forKey: .language)
        understood = try container.decode(UnderstoodQuestion.self, forKey: .understood)
        triggeredBy = try container.decode([TriggerSituation].self, forKey: .triggeredBy)
        notTriggeredBy = try container.decode([TriggerSituation].self, forKey: .notTriggeredBy)
        scenarios = try container.decode([String].self, forKey: .scenarios)
        sources = try container.decode([String].self, forKey: .sources)
        citedSources = try container.decode([CitedSource].self, forKey: .citedSources)
        answer = try container.decode(String.self, forKey: .answer)
        kind = try container.decode(QuestionForm.self, forKey: .kind)
        documented = try container.decodeIfPresent(DocumentedAPI.self, forKey: .documented)
    }

    /// The answer's JSON: `kind: "when"` and the what-fires keys (empty lists) beside its own.
    public var json: JSONValue {
        var object = JSONObjectBuilder()
        object.set(CodingKeys.question.rawValue, .string(question))
        object.set(CodingKeys.language.rawValue, .raw(language))
        object.set(CodingKeys.kind.rawValue, .raw(kind))
        object.set(CodingKeys.understood.rawValue, understood.json)
        object.set(CodingKeys.triggeredBy.rawValue, .array(triggeredBy.map(\.json)))
        object.set(CodingKeys.notTriggeredBy.rawValue, .array(notTriggeredBy.map(\.json)))
        for empty in [CodingKeys.fires, .youCall, .never, .rules, .alternatives, .uncoveredContext] {
            object.set(empty.rawValue, .array([]))
        }
        object.set(CodingKeys.scenarios.rawValue, .strings(scenarios))
        object.set(CodingKeys.sources.rawValue, .strings(sources))
        object.set(CodingKeys.citedSources.rawValue, .array(citedSources.map(\.json)))
        object.set(CodingKeys.answer.rawValue, .string(answer))
        object.setIfPresent(CodingKeys.documented.rawValue, documented?.json)
        if !also.isEmpty { object.set("also", .array(also.map(\.json))) }
        return object.value
    }

    /// Encodes `json`, the one definition of the shape.
    public func encode(to encoder: Encoder) throws {
        try json.encode(to: encoder)
    }
}

/// A source id with its title and kind, so an answer can say where it comes from in words.
public struct CitedSource: Codable, Hashable, Sendable {
    /// The source id, as in `sources`.
    public var id: String
    /// The title of the article or document.
    public var title: String
    /// seed, apple, header or community.
    public var kind: String
    /// Where to read it; nil for the seed articles.
    public var url: String?

    /// From the stored source record.
    public init(_ record: SourceRecord) {
        id = record.id
        title = record.title
        kind = record.kind.rawValue
        url = record.url
    }

    /// The source's JSON: `id`, `title`, `kind`, and `url` when there is one.
    public var json: JSONValue {
        var object = JSONObjectBuilder()
        object.set("id", .string(id))
        object.set("title", .string(title))
        object.set("kind", .string(kind))
        object.setIfPresent("url", url.map(JSONValue.string))
        return object.value
    }

    /// Encodes `json`, the one definition of the shape.
    public func encode(to encoder: Encoder) throws {
        try json.encode(to: encoder)
    }
}
