import LifecycleModel

/// What kind of answer a question wants: what a trigger sets off ("what fires when X"), what leads
/// to a callback ("when is X called", "what calls X"), or a verdict ("does X fire when Y").
public enum QuestionForm: String, Codable, Hashable, Sendable {
    case whatFires = "what-fires"
    case when
    case yesNo = "yes-no"
}

/// Tells the form of a tokenized question from its grammar alone (question words, auxiliaries,
/// Chinese particles); it carries no UIKit knowledge, so it is code rather than vocabulary data.
struct QuestionFormReader: Sendable {
    /// "when is X called", "what calls X", "X 什么时候调用", "哪些情况会调用 X": the words must stand
    /// side by side (`when_is`) so "what fires when X is called" is not read as one.
    static let reversePhrases = [
        "when_is|when_are|when_does|when_do|when_did|when_will|when_would|when_can|when_should",
        "what_call|who_call|which_call|what_trigger|what_cause|what_invoke|what_send|what_lead_to",
        "at_what_point|in_what_case*|under_what",
        "什么时候|何时|什么时机|哪些情况|什么情况|哪些场景|什么场景|哪些时候|谁 [会] [被] 调用|触发|执行|回调",
        "哪些|什么 方法|操作|调用|事件 [会] 调用|触发",
    ]

    /// Auxiliaries that open an English yes/no question.
    static let yesNoOpeners: Set<String> = ["does", "do", "did", "is", "are", "was", "were", "will", "would", "can", "could", "should"]

    /// Chinese yes/no markers: a final 吗, or 会不会 / 是否 / 有没有 anywhere.
    static let yesNoPhrases = ["会_不_会|是_否|有_没_有|能_不_能|吗"]

    private let reverse: [PhrasePattern]
    private let yesNo: [PhrasePattern]

    init(compiler: PhraseCompiler) {
        // The phrases are fixed strings with no `@` terms, so they always compile.
        reverse = QuestionFormReader.reversePhrases.compactMap { try? PhrasePattern($0, compiler: compiler) }
        yesNo = QuestionFormReader.yesNoPhrases.compactMap { try? PhrasePattern($0, compiler: compiler) }
    }

    /// The form of a question; a reverse reading wins over a yes/no one ("when is X called?"). The
    /// text is read too, for the punctuation the tokens leave out.
    func form(of tokens: [QuestionToken], question: String) -> QuestionForm {
        let none = [Bool](repeating: false, count: tokens.count)
        let index = QuestionVocabularyIndex(tokens)
        let meets = { (pattern: PhrasePattern) in pattern.mayMatch(index) && pattern.bestMatch(in: tokens, consumed: none) != nil }
        if reverse.contains(where: meets) { return .when }
        if let first = tokens.first, first.kind.isWord, QuestionFormReader.yesNoOpeners.contains(first.text.lowercased()) { return .yesNo }
        if ClauseReader.asksLater(question) { return .yesNo }
        if yesNo.contains(where: meets) { return .yesNo }
        return .whatFires
    }
}

extension QuestionToken.Kind {
    /// Whether the token is an English word (not a CJK character, an API mention or an argument).
    var isWord: Bool {
        if case .word = self { return true }
        return false
    }
}
