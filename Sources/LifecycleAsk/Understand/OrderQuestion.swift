import LifecycleModel

/// "Is X called before Y?": the other callback and the side of it the asked one should be on, so
/// the verdict compares positions in `fires` instead of asking whether X fires at all.
struct OrderQuestion: Sendable {
    /// Which side of the other callback the asked one is said to be.
    enum Relation: String, Sendable {
        case before, after
    }

    /// The callback the asked one is compared with.
    var other: APIRecord
    /// Its token, to tell which controller the question names for it.
    var otherIndex: Int
    var relation: Relation

    /// English relation words, which stand between the two callbacks ("X before Y").
    static let englishWords: [String: Relation] = ["before": .before, "prior": .before, "after": .after]
    /// Chinese relation characters, which follow the second callback ("X 在 Y 之前").
    static let chineseCharacters: [String: Relation] = ["前": .before, "后": .after]

    /// The order question a yes/no question asks, given its callback mentions in question order (the
    /// first is the asked one): the relation word must stand between the first two distinct
    /// callbacks in English, or within a few characters after the second in Chinese, and no phrase
    /// may have taken it.
    static func read(_ callbacks: [(record: APIRecord, index: Int)], in tokens: [QuestionToken], consumed: [Bool])
        -> (asked: Int, OrderQuestion)?
    {
        guard let first = callbacks.first, let second = callbacks.first(where: { $0.record.id != first.record.id }) else { return nil }
        for index in (first.index + 1)..<second.index {
            guard !consumed[index], tokens[index].kind.isWord, let relation = englishWords[tokens[index].text.lowercased()] else {
                continue
            }
            return (first.index, OrderQuestion(other: second.record, otherIndex: second.index, relation: relation))
        }
        for index in (second.index + 1)..<min(tokens.count, second.index + 4) {
            guard !consumed[index], tokens[index].isCJK, let relation = chineseCharacters[tokens[index].text] else { continue }
            return (first.index, OrderQuestion(other: second.record, otherIndex: second.index, relation: relation))
        }
        return nil
    }

    /// "Which comes first, X or Y": the first two distinct callbacks, without a relation word to read.
    static func either(_ callbacks: [(record: APIRecord, index: Int)]) -> (asked: Int, OrderQuestion)? {
        guard let first = callbacks.first, let second = callbacks.first(where: { $0.record.id != first.record.id }) else { return nil }
        return (first.index, OrderQuestion(other: second.record, otherIndex: second.index, relation: .before))
    }
}
