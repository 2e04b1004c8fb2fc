import LifecycleModel

/// Answers the why-forms from the stored causes: those of the symptom that explain the callback,
/// ranked by what the question names — a situation a cause is about (the trigger, an event), then
/// the words of its setting ("side menu", "pager") — and, within a rank, in the data's order.
struct WhyAnswerBuilder: Sendable {
    let catalog: APICatalog
    let causes: [CauseRecord]

    /// What a question gives the builder.
    struct Question {
        var text: String
        var language: Language
        var symptom: CauseRecord.Symptom
        var subject: APIRecord
        var situation: Trigger?
        var contexts: [String]
        var tokens: [QuestionToken]
    }

    func answer(_ question: Question, cite: ([String]) -> [CitedSource]) -> WhyAnswer {
        let language = question.language
        let compiler = PhraseCompiler(catalog: catalog)
        let situationKeys = question.situation.map(keys(of:)) ?? []
        var ranked: [(score: Int, position: Int, cause: WhyAnswer.Cause)] = []
        for (position, cause) in causes.enumerated() where cause.symptom == question.symptom {
            guard cause.callbacks.contains(where: { catalog.lookup($0).contains(question.subject) }) else { continue }
            var matched: [String] = []
            if cause.situations.contains(where: { key(of: $0).map(situationKeys.contains) ?? false }) { matched.append("situation") }
            if cause.phrases.contains(where: { meets($0, question.tokens, compiler) }) { matched.append("phrase") }
            let score = (matched.contains("situation") ? 2 : 0) + (matched.contains("phrase") ? 2 : 0) + (cause.situations.isEmpty ? 1 : 0)
            ranked.append(
                (
                    score, position,
                    WhyAnswer.Cause(
                        id: cause.id, summary: cause.summary.text(language), explanation: cause.explanation.text(language),
                        fix: cause.fix.text(language), facts: cause.facts, rules: cause.rules, sources: cause.sources, matched: matched)
                ))
        }
        let shown = ranked.sorted { ($0.score, -$0.position) > ($1.score, -$1.position) }.map(\.cause)
        let documented = DocumentedAPI(question.subject, language)
        let sources = shown.isEmpty ? documented.sources : shown.flatMap(\.sources).uniqued()
        var understood = UnderstoodQuestion(
            trigger: UnderstoodTrigger(
                className: question.subject.className, selector: question.subject.selector, swift: question.subject.swift),
            context: question.contexts)
        if let situation = question.situation {
            understood.compared = situationTrigger(situation, language)
        }
        return WhyAnswer(
            question: question.text, language: language, kind: form(of: question.symptom), understood: understood, causes: shown,
            documented: documented, sources: sources, citedSources: cite(sources),
            answer: WhyWording.summary(question.subject, symptom: question.symptom, causes: shown, documented: documented, language))
    }

    private func form(of symptom: CauseRecord.Symptom) -> QuestionForm {
        switch symptom {
        case .notCalled: .whyNotCalled
        case .calledTwice: .whyCalledTwice
        case .notReleased: .whyNotReleased
        }
    }

    /// A situation's keys: its own, and for an event that paraphrases a call, that call's.
    private func keys(of trigger: Trigger) -> [TriggerKey] {
        guard case .event(let event) = trigger, let api = event.sameAs.flatMap({ catalog.resolve($0) }) else { return [trigger.key] }
        return [trigger.key, .api(api.id)]
    }

    /// A cause's situation as a trigger key: `event:<id>` stays, an API spelling becomes its record's key.
    private func key(of spelling: String) -> TriggerKey? {
        if spelling.hasPrefix("event:") { return .event(String(spelling.dropFirst("event:".count))) }
        return catalog.resolve(spelling).map { .api($0.id) }
    }

    private func situationTrigger(_ trigger: Trigger, _ language: Language) -> UnderstoodTrigger {
        switch trigger {
        case .api(let record): UnderstoodTrigger(className: record.className, selector: record.selector, swift: record.swift)
        case .event(let event):
            UnderstoodTrigger(event: event.id, summary: event.summary.text(language), className: nil, selector: nil, swift: nil)
        }
    }

    /// Whether a cause's phrase meets the question; a phrase that does not compile meets nothing
    /// (the tests compile every phrase of the built-in knowledge).
    private func meets(_ phrase: String, _ tokens: [QuestionToken], _ compiler: PhraseCompiler) -> Bool {
        guard let pattern = try? PhrasePattern(phrase, compiler: compiler) else { return false }
        return pattern.bestMatch(in: tokens, consumed: [Bool](repeating: false, count: tokens.count)) != nil
    }
}
