import LifecycleModel

/// Words of a question that name a controller by role, found in the tokens no event or context
/// phrase took; which receiver they mean is decided once the answering fact is known.
struct RoleMention: Sendable {
    /// The roles vocabulary entry the words belong to.
    var words: RoleWords
    /// The tokens the words took.
    var tokens: [Int]
}

/// Reads the roles vocabulary (`RoleWords.all`) in a tokenized question, longest match first, each
/// match consuming its tokens as vocabulary phrases do.
struct RoleReader: Sendable {
    /// The roles vocabulary's phrases compiled for one question: only those its words can meet.
    struct Patterns {
        fileprivate var all: [(entry: Int, pattern: PhrasePattern)]
    }

    let catalog: APICatalog

    /// Compiles the phrases the question's words can meet (`PhraseScreen`): the vocabulary is a few
    /// hundred modifier-noun pairs, and compiling them all was a quarter of a cold `ask`. The phrases
    /// are fixed text with no `@` terms, so every one compiles (a test compiles them all).
    func patterns(for tokens: [QuestionToken]) -> Patterns {
        let screen = PhraseScreen(tokens)
        let compiler = PhraseCompiler(catalog: catalog)
        var all: [(Int, PhrasePattern)] = []
        for (entry, words) in RoleWords.all.enumerated() {
            for phrase in words.phrases where screen.mayMatch(phrase) {
                if let pattern = try? PhrasePattern(phrase, compiler: compiler) { all.append((entry, pattern)) }
            }
        }
        return Patterns(all: all)
    }

    /// The role mentions among the tokens not consumed, in question order; with `preceding`, only
    /// those read before the events.
    func mentions(in tokens: [QuestionToken], consumed: [Bool], patterns: Patterns, preceding: Bool = false) -> [RoleMention] {
        var consumed = consumed
        var found: [RoleMention] = []
        while true {
            var best: (entry: Int, match: PhraseMatch)?
            for (entry, pattern) in patterns.all where !preceding || RoleWords.all[entry].precedesEvents {
                guard let match = pattern.bestMatch(in: tokens, consumed: consumed) else { continue }
                if best.map({ match.isBetter(than: $0.match) }) ?? true { best = (entry, match) }
            }
            guard let best else { break }
            for index in best.match.tokens { consumed[index] = true }
            found.append(RoleMention(words: RoleWords.all[best.entry], tokens: best.match.tokens))
        }
        return found.sorted { $0.tokens[0] < $1.tokens[0] }
    }
}

extension [RoleMention] {
    /// The receiver the question names for the callback at `anchor`: of the mentions that mean one
    /// of the receivers the answering fact names (given the trigger), the nearest, so "does the old
    /// page get X when a new one is pushed" is about the old page; empty when no mention means one.
    /// A mention nearer `other` (the callback compared with, "X of the new one before Y of the old")
    /// is that one's.
    func receivers(trigger: TriggerKey, among named: Set<Receiver>, anchor: Int?, other: Int? = nil) -> Set<Receiver> {
        let key: String =
            switch trigger {
            case .api(let id): id
            case .event(let id): "event:\(id)"
            }
        // In a tie the words after a callback are its own ("X of the new controller before Y").
        let distance = { (mention: RoleMention, to: Int) in mention.tokens.map { abs($0 - to) * 2 + ($0 < to ? 1 : 0) }.min() ?? Int.max }
        var candidates = self
        if let anchor {
            if let other { candidates = candidates.filter { distance($0, anchor) <= distance($0, other) } }
            candidates.sort { distance($0, anchor) < distance($1, anchor) }
        }
        for mention in candidates {
            if let receiver = mention.words.receiver(trigger: key, among: named) { return [receiver] }
        }
        return []
    }
}
