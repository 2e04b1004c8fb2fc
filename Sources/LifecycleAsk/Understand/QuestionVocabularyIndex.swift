/// What one tokenized question contains, for ruling out at a glance the phrases that cannot
/// match it (most of them) before the ordered search runs.
struct QuestionVocabularyIndex: Sendable {
    private let forms: Set<String>
    private let apiIDs: Set<String>

    init(_ tokens: [QuestionToken]) {
        var forms = Set<String>()
        var apiIDs = Set<String>()
        for token in tokens {
            token.forEachForm { forms.insert($0) }
            apiIDs.formUnion(token.records.map(\.id))
        }
        self.forms = forms
        self.apiIDs = apiIDs
    }

    /// Whether some token may match the atom; a cheap over-approximation of the real test.
    func mayContain(_ atom: PhrasePattern.Atom) -> Bool {
        switch atom {
        case .word(let wordForms): wordForms.contains(where: forms.contains)
        case .prefix(let prefix): forms.contains { $0.hasPrefix(prefix) }
        case .api(let ids): !ids.isDisjoint(with: apiIDs)
        case .cjk(let character): forms.contains(character)
        }
    }
}

extension PhrasePattern {
    /// False when a required term has no alternative whose atoms all occur in the question.
    func mayMatch(_ index: QuestionVocabularyIndex) -> Bool {
        terms.allSatisfy { term in
            term.isOptional || term.alternatives.contains { $0.allSatisfy(index.mayContain) }
        }
    }
}
