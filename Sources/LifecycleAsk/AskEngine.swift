import LifecycleModel

/// Answers "what fires when …" questions from a `Knowledge` value. Build it once per run (phrases
/// are compiled and facts indexed here); every answer is a value, nothing is printed.
public struct AskEngine: Sendable {
    private let interpreter: QuestionInterpreter
    private let composer: AnswerComposer
    private let suggestions: SuggestionFinder
    private let facts: FactIndex
    private let catalog: APICatalog
    private let eventsByID: [String: EventRecord]
    private let contextIDs: Set<String>

    /// Compiles the vocabulary and indexes the facts; throws when a phrase does not compile.
    public init(knowledge: Knowledge) throws(AskEngineError) {
        let facts = FactIndex(facts: knowledge.facts, events: knowledge.events, catalog: knowledge.catalog)
        interpreter = QuestionInterpreter(
            tokenizer: QuestionTokenizer(catalog: knowledge.catalog),
            vocabulary: try VocabularyMatcher(events: knowledge.events, contexts: knowledge.contexts, catalog: knowledge.catalog),
            classHints: ClassHints(catalog: knowledge.catalog),
            facts: facts
        )
        composer = AnswerComposer(knowledge: knowledge)
        suggestions = SuggestionFinder(knowledge: knowledge)
        self.facts = facts
        catalog = knowledge.catalog
        eventsByID = Dictionary(knowledge.events.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        contextIDs = Set(knowledge.contexts.map(\.id))
    }

    /// Answers a free-text question in English or Chinese.
    public func answer(_ question: String) -> AskResult {
        answer(AskRequest(question: question))
    }

    /// Answers a request whose trigger or contexts may be given explicitly (`--trigger`, `--context`).
    public func answer(_ request: AskRequest) -> AskResult {
        var understanding = interpreter.understand(request.question)
        let language = understanding.language
        for id in request.contexts where !understanding.contexts.contains(id) {
            guard contextIDs.contains(id) else {
                return notUnderstood(request, understanding, AnswerWording.unknownContext(id, language), suggestions.nearestContextIDs(to: id))
            }
            understanding.contexts.append(id)
        }
        if let spelling = request.trigger {
            guard let trigger = trigger(named: spelling) else {
                return notUnderstood(request, understanding, AnswerWording.unknownTrigger(spelling, language), suggestions.nearestSpellings(to: [spelling]))
            }
            understanding.trigger = trigger
        }
        guard let trigger = understanding.trigger else {
            let offered = suggestions.suggestions(leftoverWords: understanding.leftoverWords, language: language)
            return notUnderstood(request, understanding, AnswerWording.noTrigger(language), offered)
        }
        let selection = FactSelection(facts: facts.facts(for: trigger.key), contexts: understanding.contexts)
        return .answered(composer.answer(
            question: request.question, language: language, trigger: trigger, contexts: understanding.contexts, selection: selection
        ))
    }

    /// A trigger given by a script: `event:<id>`, a bare event id, or any API spelling.
    private func trigger(named spelling: String) -> Trigger? {
        let eventID = spelling.hasPrefix("event:") ? String(spelling.dropFirst("event:".count)) : spelling
        if let event = eventsByID[eventID] { return .event(event) }
        let records = catalog.lookup(spelling)
        guard !records.isEmpty else { return nil }
        return interpreter.apiTrigger(records, scores: [:])
    }

    private func notUnderstood(_ request: AskRequest, _ understanding: QuestionUnderstanding, _ reason: String, _ offered: [String]) -> AskResult {
        .notUnderstood(NotUnderstoodAnswer(
            question: request.question, language: understanding.language, reason: reason,
            recognized: understanding.recognized, suggestions: offered
        ))
    }
}
