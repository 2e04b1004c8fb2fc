import LifecycleModel

/// Up to three suggestions for a question that was not understood: the API spellings nearest to
/// its code-like words, else example questions from the events that share the most words with it.
struct SuggestionFinder: Sendable {
    static let limit = 3

    private let records: [APIRecord]
    private let events: [EventRecord]
    private let contextIDs: [String]

    init(knowledge: Knowledge) {
        records = knowledge.catalog.records
        events = knowledge.events
        contextIDs = knowledge.contexts.map(\.id)
    }

    /// Every selector and Swift name with its lookup key, in catalog order; built only when a
    /// question was not understood, which is rare.
    private var spellings: [(key: String, text: String)] {
        var seen = Set<String>()
        return records.flatMap { [$0.selector, $0.swift, $0.swift4].compactMap { $0 } }
            .filter { seen.insert($0).inserted }
            .map { (APISpelling.key($0), $0) }
    }

    /// Suggestions for a question from the words no phrase or API took.
    func suggestions(leftoverWords: [String], language: Language) -> [String] {
        let codeLike = leftoverWords.filter { $0.isCamelCase || $0.count >= 9 }
        let nearest = nearestSpellings(to: codeLike)
        return nearest.isEmpty ? exampleQuestions(sharingWordsWith: leftoverWords, language: language) : nearest
    }

    /// The catalog spellings closest to any of the words, within a third of the word's length; one
    /// spelling per key (the selector before the Swift names), nearest first, then catalog order.
    func nearestSpellings(to words: [String]) -> [String] {
        var best: [String: (distance: Int, rank: Int, text: String)] = [:]
        let spellings = spellings
        for word in words {
            let key = APISpelling.key(word)
            guard key.count >= 3 else { continue }
            for (rank, spelling) in spellings.enumerated() {
                let distance = EditDistance.between(key, spelling.key)
                guard distance <= max(1, key.count / 3) else { continue }
                if best[spelling.key].map({ distance < $0.distance }) ?? true { best[spelling.key] = (distance, rank, spelling.text) }
            }
        }
        return best.values.sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.rank < $1.rank }
            .prefix(SuggestionFinder.limit).map(\.text)
    }

    /// The context ids closest to an unknown one.
    func nearestContextIDs(to id: String) -> [String] {
        contextIDs.map { (EditDistance.between(id, $0), $0) }
            .sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
            .prefix(SuggestionFinder.limit).map(\.1)
    }

    /// Words of a question's frame ("what fires when … is called") that say nothing about its subject.
    private static let frameWords: Set<String> = [
        "what", "which", "when", "does", "fire", "fires", "happen", "happens", "call", "called", "calls",
        "with", "from", "that", "this", "then", "there", "they", "their", "into", "after", "before", "will", "have",
    ]

    /// Example questions from event summaries, those sharing the most subject words with the question first.
    private func exampleQuestions(sharingWordsWith words: [String], language: Language) -> [String] {
        let isSubjectWord = { (word: String) in word.count >= 4 && !SuggestionFinder.frameWords.contains(word.lowercased()) }
        let questionForms = words.filter(isSubjectWord).map(WordForms.forms(of:))
        let ranked = events.enumerated().map { index, event -> (shared: Int, index: Int, event: EventRecord) in
            let summaryWords = QuestionTokenizer.plainUnits(of: event.summary.en).filter(isSubjectWord).map(WordForms.forms(of:))
            let shared = summaryWords.filter { forms in questionForms.contains { WordForms.sameWord($0, forms) } }.count
            return (shared, index, event)
        }
        return ranked.sorted { $0.shared != $1.shared ? $0.shared > $1.shared : $0.index < $1.index }
            .prefix(SuggestionFinder.limit).map { AnswerWording.exampleQuestion($0.event.summary, language) }
    }
}
