import LifecycleModel

/// The events and contexts of the knowledge with their phrases compiled once, and the greedy
/// longest-first recognition of them in a question.
struct VocabularyMatcher: Sendable {
    /// A vocabulary record a phrase can name.
    enum Entry: Sendable {
        case event(EventRecord)
        case context(ContextRecord)
    }

    /// A recognized entry and the tokens its phrase consumed.
    struct Recognition: Sendable {
        var entry: Entry
        var match: PhraseMatch
    }

    private let entries: [(entry: Entry, patterns: [PhrasePattern])]

    init(events: [EventRecord], contexts: [ContextRecord], compiler: PhraseCompiler) throws(AskEngineError) {
        var entries: [(entry: Entry, patterns: [PhrasePattern])] = []
        for event in events {
            entries.append((.event(event), try VocabularyMatcher.compile(event.phrases, owner: "event \(event.id)", compiler: compiler)))
        }
        for context in contexts {
            entries.append((.context(context), try VocabularyMatcher.compile(context.phrases, owner: "context \(context.id)", compiler: compiler)))
        }
        self.entries = entries
    }

    private static func compile(_ phrases: [String], owner: String, compiler: PhraseCompiler) throws(AskEngineError) -> [PhrasePattern] {
        var patterns: [PhrasePattern] = []
        for phrase in phrases {
            do {
                patterns.append(try PhrasePattern(phrase, compiler: compiler))
            } catch {
                throw AskEngineError.badPhrase(owner: owner, error: error)
            }
        }
        return patterns
    }

    /// Every entry the question names, best match first; each entry is recognized at most once and
    /// the tokens of an accepted match cannot be used again.
    ///
    /// Consuming tokens only removes options, so a cached best match stays best until it loses a
    /// token; only those are searched again.
    func recognize(in tokens: [QuestionToken]) -> (recognitions: [Recognition], consumed: [Bool]) {
        var consumed = [Bool](repeating: false, count: tokens.count)
        let index = QuestionVocabularyIndex(tokens)
        var candidates: [(entry: Int, pattern: PhrasePattern, match: PhraseMatch)] = []
        for (entry, compiled) in entries.enumerated() {
            for pattern in compiled.patterns where pattern.mayMatch(index) {
                if let match = pattern.bestMatch(in: tokens, consumed: consumed) { candidates.append((entry, pattern, match)) }
            }
        }
        var recognitions: [Recognition] = []
        while let best = candidates.indices.min(by: { candidates[$0].match.isBetter(than: candidates[$1].match) }) {
            let accepted = candidates[best]
            recognitions.append(Recognition(entry: entries[accepted.entry].entry, match: accepted.match))
            for token in accepted.match.tokens { consumed[token] = true }
            candidates = candidates.compactMap { candidate in
                guard candidate.entry != accepted.entry else { return nil }
                guard candidate.match.tokens.contains(where: { consumed[$0] }) else { return candidate }
                return candidate.pattern.bestMatch(in: tokens, consumed: consumed).map { (candidate.entry, candidate.pattern, $0) }
            }
        }
        return (recognitions, consumed)
    }
}
