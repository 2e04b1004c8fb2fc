import LifecycleModel

/// The answer to "why is X not called", "X called twice", "deinit never called": the usual causes
/// of the symptom for that callback, the ones the question's situation and words point to first.
/// It keeps the what-fires keys (empty lists) so scripts reading any answer find the same shape.
public struct WhyAnswer: Hashable, Sendable {
    /// One cause as the answer shows it.
    public struct Cause: Hashable, Sendable {
        public var id: String
        public var summary: String
        public var explanation: String
        public var fix: String
        public var facts: [String]
        public var rules: [String]
        public var sources: [String]
        /// What in the question pointed to it: `situation`, `phrase`; empty for a general cause.
        public var matched: [String]

        var json: JSONValue {
            var object = JSONObjectBuilder()
            object.set("id", .string(id))
            object.set("summary", .string(summary))
            object.set("explanation", .string(explanation))
            object.set("fix", .string(fix))
            object.set("facts", .strings(facts))
            object.set("rules", .strings(rules))
            object.set("sources", .strings(sources))
            object.set("matched", .strings(matched))
            return object.value
        }
    }

    public var question: String
    public var language: Language
    /// `why-not-called`, `why-called-twice` or `why-not-released`.
    public var kind: QuestionForm
    /// The callback asked about as `trigger`, the contexts, and the situation as `compared` when one is named.
    public var understood: UnderstoodQuestion
    /// The causes, most likely first; empty when none is stored for this callback and symptom.
    public var causes: [Cause]
    /// What fires in the situation the question names ("after dismissing a sheet"), when a fact covers it:
    /// the steps the causes are about.
    public var situation: WhatFiresAnswer?
    /// What the catalog says of when the callback comes, so an answer without causes still says something true.
    public var documented: DocumentedAPI?
    public var sources: [String]
    public var citedSources: [CitedSource]
    /// One paragraph in plain words.
    public var answer: String
    /// The other questions the same text asked, each answered on its own.
    public var also: [AlsoAsked] = []

    /// Whether a stored cause answers it; an answer without one exits 1 like any unanswered question.
    public var isAnswered: Bool { !causes.isEmpty }

    /// The answer's JSON: its own keys and the what-fires keys as empty lists.
    public var json: JSONValue {
        var object = JSONObjectBuilder()
        object.set("question", .string(question))
        object.set("language", .raw(language))
        object.set("kind", .raw(kind))
        object.set("understood", understood.json)
        object.set("causes", .array(causes.map(\.json)))
        object.setIfPresent("documented", documented?.json)
        let steps = situation?.coverage == .fact ? situation : nil
        object.setIfPresent("fact", steps?.fact.map(JSONValue.string))
        object.set("fires", .array((steps?.fires ?? []).map(\.json)))
        object.set("you_call", .array((steps?.youCall ?? []).map(\.json)))
        object.set("never", .array((steps?.never ?? []).map(\.json)))
        for empty in ["alternatives", "uncovered_context", "scenarios"] { object.set(empty, .array([])) }
        object.set("rules", .strings(causes.flatMap(\.rules).uniqued()))
        object.set("sources", .strings(sources))
        object.set("cited_sources", .array(citedSources.map(\.json)))
        object.set("answer", .string(answer))
        if !also.isEmpty { object.set("also", .array(also.map(\.json))) }
        return object.value
    }
}
