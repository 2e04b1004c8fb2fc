import LifecycleModel

/// Finds the trigger and contexts of a tokenized question.
///
/// Contexts and events are matched first, longest phrase first, consuming their tokens. A
/// recognized event is the trigger ("does viewWillAppear fire when the app goes to the
/// background?"); else the API mentions no phrase consumed, ranked methods, callbacks,
/// initializers, properties, then question order. Within each group the first with stored facts
/// wins, else the first (understood, and the answer says nothing is stored). Only when the
/// question names nothing else does an API a context consumed become the trigger
/// (`@beginAppearanceTransition YES` as a context), and only if it has facts.
struct QuestionInterpreter: Sendable {
    let tokenizer: QuestionTokenizer
    let vocabulary: VocabularyMatcher
    let classHints: ClassHints
    let facts: FactIndex

    func understand(_ question: String) -> QuestionUnderstanding {
        let tokens = tokenizer.tokens(of: question)
        let (recognitions, consumed) = vocabulary.recognize(in: tokens)
        let scores = classHints.scores(in: tokens)
        var events: [EventRecord] = []
        var contexts: [(id: String, start: Int)] = []
        var consumedByContext = Set<Int>()
        for recognition in recognitions {
            switch recognition.entry {
            case .event(let event): events.append(event)
            case .context(let context):
                contexts.append((context.id, recognition.match.start))
                consumedByContext.formUnion(recognition.match.tokens)
            }
        }
        let free = tokens.indices.filter { !consumed[$0] && !tokens[$0].records.isEmpty }
        let inContexts = tokens.indices.filter { consumedByContext.contains($0) && !tokens[$0].records.isEmpty }
        let eventCandidates = events.map(Trigger.event)
        let freeCandidates = rankedMentions(free, in: tokens).map { apiTrigger(tokens[$0].records, scores: scores) }
        let contextCandidates = inContexts.map { apiTrigger(tokens[$0].records, scores: scores) }

        let withFacts = { (candidates: [Trigger]) in candidates.first { facts.hasFacts(for: $0.key) } ?? candidates.first }
        let trigger = withFacts(eventCandidates) ?? withFacts(freeCandidates)
            ?? contextCandidates.first { facts.hasFacts(for: $0.key) }
        let recognized = recognitions.sorted { $0.match.start < $1.match.start }.map { recognition in
            switch recognition.entry {
            case .event(let event): "event \(event.id)"
            case .context(let context): "context \(context.id)"
            }
        } + free.map { "API \(tokens[$0].records[0].id)" }
        let leftovers = tokens.indices.filter { !consumed[$0] && tokens[$0].records.isEmpty && !tokens[$0].isCJK }.map { tokens[$0].text }
        return QuestionUnderstanding(
            language: tokens.contains(where: \.isCJK) ? .zh : .en,
            trigger: trigger,
            contexts: contexts.sorted { $0.start < $1.start }.map(\.id),
            recognized: recognized,
            leftoverWords: leftovers
        )
    }

    /// Mentions ranked by how much they look like a trigger: methods your code calls, then
    /// callbacks, initializers and properties; each group in question order.
    private func rankedMentions(_ indices: [Int], in tokens: [QuestionToken]) -> [Int] {
        let rank: (APIRecord.Kind) -> Int = { kind in
            switch kind {
            case .method: 0
            case .callback: 1
            case .initializer: 2
            case .property: 3
            }
        }
        let ranked = indices.map { index in (index, tokens[index].records.map { rank($0.kind) }.min() ?? 3) }
        return ranked.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.map(\.0)
    }

    /// One record for a mention: narrowed by class hints, then the first with facts, then the first.
    func apiTrigger(_ records: [APIRecord], scores: [String: Int]) -> Trigger {
        let narrowed = ClassHints.narrow(records, scores: scores)
        let record = narrowed.first { facts.hasFacts(for: .api($0.id)) } ?? narrowed[0]
        return .api(record)
    }
}
