/// Finding a compiled phrase in a tokenized question.
extension PhrasePattern {
    /// At most this many other words may stand between two consecutive terms.
    static let maximumWordGap = 3
    /// At most this many other CJK characters may stand between two consecutive terms.
    static let maximumCJKGap = 6

    /// The best place this phrase matches, using only tokens not yet consumed, or nil.
    func bestMatch(in tokens: [QuestionToken], consumed: [Bool]) -> PhraseMatch? {
        var best: PhraseMatch?
        var taken: [Int] = []

        func search(term: Int, from position: Int, hasMatched: Bool) {
            guard term < terms.count else {
                let candidate = PhraseMatch(tokens: taken)
                if !taken.isEmpty, best.map(candidate.isBetter) ?? true { best = candidate }
                return
            }
            if terms[term].isOptional { search(term: term + 1, from: position, hasMatched: hasMatched) }
            var gapWords = 0
            var gapCJK = 0
            var index = position
            while index < tokens.count {
                if !consumed[index] {
                    for alternative in terms[term].alternatives {
                        guard let run = match(alternative, at: index, in: tokens, consumed: consumed) else { continue }
                        taken += run
                        search(term: term + 1, from: run[run.count - 1] + 1, hasMatched: true)
                        taken.removeLast(run.count)
                    }
                }
                if hasMatched {
                    if tokens[index].isCJK { gapCJK += 1 } else { gapWords += 1 }
                    if gapWords > PhrasePattern.maximumWordGap || gapCJK > PhrasePattern.maximumCJKGap { break }
                }
                index += 1
            }
        }

        search(term: 0, from: 0, hasMatched: false)
        return best
    }

    /// The indices of the side-by-side tokens an alternative takes from `start`, or nil.
    private func match(_ atoms: [Atom], at start: Int, in tokens: [QuestionToken], consumed: [Bool]) -> [Int]? {
        guard start + atoms.count <= tokens.count else { return nil }
        var run: [Int] = []
        for (offset, atom) in atoms.enumerated() {
            let index = start + offset
            guard !consumed[index], PhrasePattern.atom(atom, matches: tokens[index]) else { return nil }
            run.append(index)
        }
        return run
    }

    /// Whether one atom accepts one token. A word may meet an API mention by its member name
    /// (`dealloc`, `self.view`), but a prefix never does: `add*` must not read `addSubview:` as "add";
    /// a mention that is an English word (`dismiss`) is still that word to a prefix (`dismiss*`).
    static func atom(_ atom: Atom, matches token: QuestionToken) -> Bool {
        switch atom {
        case .word(let forms):
            return !token.isCJK && token.hasForm { forms.contains($0) }
        case .prefix(let prefix):
            return !token.isCJK && (token.records.isEmpty || token.spelling == .word) && token.hasForm { $0.hasPrefix(prefix) }
        case .api(let ids):
            return token.records.contains { ids.contains($0.id) }
        case .cjk(let character):
            return token.isCJK && token.text == character
        }
    }
}
