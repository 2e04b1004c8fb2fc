import LifecycleModel

/// The events and contexts of the knowledge with their phrases, and the greedy longest-first
/// recognition of them in a question.
///
/// Phrases are compiled either all at once (`.eager`, which validates every phrase and throws on a
/// bad one) or, for a one-question process, only those whose words can occur in the question
/// (`.asNeeded`): compiling every phrase was a sixth of a cold `ask`. The two give the same
/// recognitions (a test runs every acceptance question through both).
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

    /// When phrases are compiled.
    enum Compilation: Sendable {
        /// All of them when the engine is built; a bad phrase is an error then.
        case eager
        /// For each question, only the phrases its words can meet; for knowledge already validated.
        case asNeeded
    }

    private let entries: [(entry: Entry, phrases: [String])]
    /// The compiled phrases of each entry, when compiled eagerly.
    private let compiled: [[PhrasePattern]]?
    private let catalog: APICatalog

    init(events: [EventRecord], contexts: [ContextRecord], compiler: PhraseCompiler, compilation: Compilation = .eager)
        throws(AskEngineError)
    {
        entries = events.map { (Entry.event($0), $0.phrases) } + contexts.map { (Entry.context($0), $0.phrases) }
        catalog = compiler.catalog
        guard compilation == .eager else {
            compiled = nil
            return
        }
        var compiled: [[PhrasePattern]] = []
        for (entry, phrases) in entries {
            compiled.append(try VocabularyMatcher.compile(phrases, owner: entry.owner, compiler: compiler))
        }
        self.compiled = compiled
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

    /// The patterns of each entry: the eager ones, or those compiled now from the phrases whose every
    /// required term has an alternative the question may contain.
    private func patterns(for tokens: [QuestionToken]) -> [[PhrasePattern]] {
        if let compiled { return compiled }
        let compiler = PhraseCompiler(catalog: catalog)
        let screen = PhraseScreen(tokens)
        return entries.map { entry in
            entry.phrases.filter(screen.mayMatch).compactMap { try? PhrasePattern($0, compiler: compiler) }
        }
    }

    /// Every entry the question names, best match first; each entry is recognized at most once and
    /// the tokens of an accepted match cannot be used again, nor those `taken` already holds.
    ///
    /// Consuming tokens only removes options, so a cached best match stays best until it loses a
    /// token; only those are searched again.
    func recognize(in tokens: [QuestionToken], taken: [Bool]? = nil) -> (recognitions: [Recognition], consumed: [Bool]) {
        var consumed = taken ?? [Bool](repeating: false, count: tokens.count)
        let index = QuestionVocabularyIndex(tokens)
        var candidates: [(entry: Int, pattern: PhrasePattern, match: PhraseMatch)] = []
        for (entry, patterns) in patterns(for: tokens).enumerated() {
            for pattern in patterns where pattern.mayMatch(index) {
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

extension VocabularyMatcher.Entry {
    /// `event vc.appears`, `context in-view-did-load`: who a bad phrase belongs to.
    var owner: String {
        switch self {
        case .event(let event): "event \(event.id)"
        case .context(let context): "context \(context.id)"
        }
    }
}
