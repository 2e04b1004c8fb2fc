/// Where a phrase met a question: the tokens its terms took, which become consumed.
struct PhraseMatch: Sendable, Equatable {
    /// Indices of the matched tokens, ascending.
    var tokens: [Int]

    var start: Int { tokens[0] }
    var end: Int { tokens[tokens.count - 1] + 1 }

    /// Longest match wins; then the tighter one; then the earlier one.
    func isBetter(than other: PhraseMatch) -> Bool {
        if tokens.count != other.tokens.count { return tokens.count > other.tokens.count }
        if end - start != other.end - other.start { return end - start < other.end - other.start }
        return start < other.start
    }
}
