import LifecycleCheck
import LifecycleModel

/// Answers "what fires when …", "when is X called" and "does X fire when …" questions from a
/// `Knowledge` value. Build it once per run (phrases are compiled and facts indexed here); every
/// answer is a value, nothing is printed.
public struct AskEngine: Sendable {
    private let interpreter: QuestionInterpreter
    private let composer: AnswerComposer
    private let suggestions: SuggestionFinder
    private let facts: FactIndex
    private let catalog: APICatalog
    private let eventsByID: [String: EventRecord]
    private let contextIDs: Set<String>
    private let sources: [String: SourceRecord]
    private let when: WhenAnswerBuilder
    private let verdicts: VerdictFinder
    private let why: WhyAnswerBuilder
    private let versus: VersusAnswerBuilder
    private let warnings: ConsoleWarningMatcher?

    /// How much of the vocabulary an engine compiles up front.
    public enum PhraseCompilation: Sendable {
        /// Every phrase, so a bad one is reported now: for tests and for checking knowledge.
        case all
        /// Only what each question can use: for a process answering one question about knowledge
        /// that is already validated (the built-in knowledge is, by the tests).
        case asNeeded
    }

    /// Compiles the vocabulary (all of it, or per question) and indexes the facts; throws when a
    /// phrase compiled now does not compile. `tokenizerTables` are the ones a store's snapshot keeps
    /// for `knowledge`; without them they are built from its catalog.
    public init(knowledge: Knowledge, phrases: PhraseCompilation = .all, tokenizerTables: TokenizerTables? = nil)
        throws(AskEngineError)
    {
        let facts = FactIndex(facts: knowledge.facts, events: knowledge.events, catalog: knowledge.catalog)
        let compiler = PhraseCompiler(catalog: knowledge.catalog)
        interpreter = QuestionInterpreter(
            tokenizer: QuestionTokenizer(catalog: knowledge.catalog, tables: tokenizerTables),
            vocabulary: try VocabularyMatcher(
                events: knowledge.events, contexts: knowledge.contexts, compiler: compiler,
                compilation: phrases == .all ? .eager : .asNeeded),
            classHints: ClassHints(catalog: knowledge.catalog),
            facts: facts,
            forms: QuestionFormReader(compiler: compiler, compilation: phrases == .all ? .eager : .asNeeded),
            roles: RoleReader(catalog: knowledge.catalog)
        )
        composer = AnswerComposer(knowledge: knowledge)
        when = WhenAnswerBuilder(knowledge: knowledge, composer: composer)
        verdicts = VerdictFinder(composer: composer)
        why = WhyAnswerBuilder(catalog: knowledge.catalog, causes: knowledge.causes)
        versus = VersusAnswerBuilder(composer: composer)
        sources = Dictionary(knowledge.sources.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        suggestions = SuggestionFinder(knowledge: knowledge)
        self.facts = facts
        catalog = knowledge.catalog
        eventsByID = Dictionary(knowledge.events.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        contextIDs = Set(knowledge.contexts.map(\.id))
        warnings = try? ConsoleWarningMatcher(warnings: knowledge.warnings)
    }

    /// Answers a free-text question in English or Chinese.
    public func answer(_ question: String) -> AskResult {
        answer(AskRequest(question: question))
    }

    /// Answers a request whose trigger or contexts may be given explicitly (`--trigger`, `--context`).
    public func answer(_ request: AskRequest) -> AskResult {
        // A pasted UIKit console message is explained as a whole, before it could be split into clauses.
        if request.trigger == nil, let explained = WarningAnswer.explaining(request.question, warnings: warnings, cite: cite) {
            return .warning(explained)
        }
        let parts = request.trigger == nil ? QuestionClauses.split(request.question) : [request.question]
        guard parts.count > 1 else { return answerOne(request) }
        var main = request
        main.question = parts[0]
        let result = answerOne(main)
        if case .notUnderstood = result { return answerOne(request) }
        let also = parts.dropFirst().map { part -> AlsoAsked in
            var other = request
            other.question = part
            let answer = answerOne(other)
            if case .notUnderstood = answer {
                return AlsoAsked(question: part, answered: false, text: AlsoLabels.notAnswered(result.language), result: nil)
            }
            return AlsoAsked(question: part, answered: answer.isAnswered, text: answer.paragraph, result: answer.json)
        }
        return result.asAnswer(to: request.question, also: also)
    }

    /// Answers one question: its parts are already split off.
    private func answerOne(_ request: AskRequest) -> AskResult {
        var understanding = interpreter.understand(request.question)
        if let language = request.language {
            understanding.language = language
            understanding.unstoredLanguage = nil
        }
        let result = answer(request, understanding)
        guard let unstored = understanding.unstoredLanguage else { return result }
        return result.prefixingAnswer(AnswerWording.unstoredLanguage(unstored))
    }

    private func answer(_ request: AskRequest, _ understood: QuestionUnderstanding) -> AskResult {
        var understanding = understood
        let language = understanding.language
        for id in request.contexts where !understanding.contexts.contains(id) {
            guard contextIDs.contains(id) else {
                return notUnderstood(
                    request, understanding, AnswerWording.unknownContext(id, language), suggestions.nearestContextIDs(to: id))
            }
            understanding.contexts.append(id)
        }
        if let spelling = request.trigger {
            guard let trigger = trigger(named: spelling) else {
                return notUnderstood(
                    request, understanding, AnswerWording.unknownTrigger(spelling, language), suggestions.nearestSpellings(to: [spelling]))
            }
            understanding.trigger = trigger
        }
        if let symptom = understanding.form.symptom, request.trigger == nil, let result = whyAnswer(request, understanding, symptom) {
            return result
        }
        if understanding.form == .versus, request.trigger == nil {
            let named = interpreter.mentionedAPIs(understanding.tokens)
            if named.count >= 2 {
                return .versus(
                    versus.answer(
                        question: request.question, language: language, first: named[0], second: named[1],
                        contexts: understanding.contexts, cite: cite))
            }
        }
        // "when is X called during Y" names its trigger Y, whose answer says where X comes.
        if [.when, .whenTrue].contains(understanding.form), request.trigger == nil, understanding.asked == nil,
            let subject = understanding.trigger.flatMap(composer.record(of:))
        {
            var answer = when.answer(
                question: request.question, language: language, subject: subject, contexts: understanding.contexts, cite: cite)
            if request.explain { answer.understood.candidates = explained(understanding) }
            return .when(answer)
        }
        guard let trigger = understanding.trigger else {
            let offered = suggestions.suggestions(leftoverWords: understanding.leftoverWords, language: language)
            return notUnderstood(request, understanding, AnswerWording.noTrigger(language), offered)
        }
        let selection = FactSelection(facts: facts.facts(for: trigger.key), contexts: understanding.contexts)
        var answer = composer.answer(
            question: request.question, language: language, trigger: trigger, contexts: understanding.contexts, selection: selection
        )
        if [.yesNo, .order].contains(understanding.form), let asked = understanding.asked {
            let named = Set((answer.fires + answer.youCall + answer.never).map(\.receiver))
            let roles = understanding.roles
            let other = understanding.order?.otherIndex
            let receivers = roles.receivers(trigger: trigger.key, among: named, anchor: understanding.askedIndex, other: other)
            if let order = understanding.order {
                let otherReceivers = roles.receivers(trigger: trigger.key, among: named, anchor: other, other: understanding.askedIndex)
                verdicts.decideOrder(
                    &answer, asked: asked, receivers: receivers, order: order, otherReceivers: otherReceivers, form: understanding.form)
            } else {
                verdicts.decide(&answer, asked: asked, receivers: receivers, contexts: understanding.contexts, selection: selection)
            }
        }
        answer.citedSources = cite(answer.sources)
        if request.explain { answer.understood.candidates = explained(understanding) }
        return .answered(answer)
    }

    /// The causes of a why-question's symptom for the callback it names (the deallocation for a
    /// controller never released); the other trigger it names is the situation. Nil when it names no
    /// callback, so the question is read as its other words ask.
    private func whyAnswer(_ request: AskRequest, _ understanding: QuestionUnderstanding, _ symptom: CauseRecord.Symptom) -> AskResult? {
        // The subject is the callback the question names (the deallocation for a controller never
        // released); the situation is the best other candidate, one with facts first: "… not called
        // after dismissing a sheet" names the dismissal.
        let triggerRecord = understanding.trigger.flatMap { $0.isEvent ? nil : composer.record(of: $0) }
        let named = [understanding.asked, triggerRecord].compactMap { $0 }
        let subject =
            symptom == .notReleased ? catalog.resolve("NSObject.dealloc") : named.first { $0.kind == .callback } ?? named.first
        guard let subject else { return nil }
        let others = understanding.candidates.filter { composer.record(of: $0.trigger) != subject }
        let situation = (others.first(where: \.hasFacts) ?? others.first)?.trigger
        var answer = why.answer(
            WhyAnswerBuilder.Question(
                text: request.question, language: understanding.language, symptom: symptom, subject: subject, situation: situation,
                contexts: understanding.contexts, tokens: understanding.tokens),
            cite: cite)
        if let situation {
            let selection = FactSelection(facts: facts.facts(for: situation.key), contexts: understanding.contexts)
            answer.situation = composer.answer(
                question: request.question, language: understanding.language, trigger: situation, contexts: understanding.contexts,
                selection: selection)
        }
        return .why(answer)
    }

    /// The ranked trigger candidates as the answer shows them; a trigger given by `--trigger` is not among them.
    private func explained(_ understanding: QuestionUnderstanding) -> [UnderstoodCandidate] {
        understanding.candidates.enumerated().map { index, candidate in
            UnderstoodCandidate(
                rank: index + 1, why: candidate.reason.rawValue, hasFacts: candidate.hasFacts,
                trigger: composer.understoodTrigger(candidate.trigger, understanding.language))
        }
    }

    /// The stored records of these source ids, in the same order; unknown ids are left out.
    private func cite(_ ids: [String]) -> [CitedSource] {
        ids.compactMap { sources[$0].map(CitedSource.init) }
    }

    /// A trigger given by a script: `event:<id>`, a bare event id, or any API spelling.
    private func trigger(named spelling: String) -> Trigger? {
        let eventID = spelling.hasPrefix("event:") ? String(spelling.dropFirst("event:".count)) : spelling
        if let event = eventsByID[eventID] { return .event(event) }
        let records = catalog.lookup(spelling)
        guard !records.isEmpty else { return nil }
        return interpreter.apiTrigger(records, scores: [:])
    }

    private func notUnderstood(_ request: AskRequest, _ understanding: QuestionUnderstanding, _ reason: String, _ offered: [String])
        -> AskResult
    {
        .notUnderstood(
            NotUnderstoodAnswer(
                question: request.question, language: understanding.language, reason: reason,
                recognized: understanding.recognized, suggestions: offered
            ))
    }
}
