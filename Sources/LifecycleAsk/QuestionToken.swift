import LifecycleModel

/// One unit of a question after tokenizing: an English word, one CJK character, or a mention of
/// a catalog API (which may have been written in any spelling, in code form or as an alias).
struct QuestionToken: Sendable {
    /// What the token stands for.
    enum Kind: Sendable {
        case word
        case cjk
        /// A mention of one of these records (several when the spelling is ambiguous).
        case api([APIRecord])
        /// An argument value of a mentioned call (`false` in `animated: false`): not prose, so no
        /// phrase reads it as a context.
        case argument
    }

    var kind: Kind
    /// The text as written, for messages and suggestions.
    var text: String
    /// Lowercased forms a phrase word is compared with (the word and its base forms, or an API's
    /// member name), so `@`-less phrase words still meet code mentions like `self.view`.
    var forms: [String]
    /// The catalog class this token names or qualifies (`UIView` in `UIView.removeFromSuperview`).
    var className: String?
    /// A qualifier that is not a catalog class (`cell` in `cell.awakeFromNib`, `HomeViewController`),
    /// whose naming convention hints at a class (`APIClassChoice`).
    var writtenClass: String?
    /// How a mention was spelled: code names a call, an alias or a plain word only describes one.
    var spelling: MentionSpelling = .code
    /// The argument labels (after the first) a call spelling the catalog does not know was written
    /// with (`animated` in `setViewControllers:direction:animated:completion:`).
    var spelledLabels: [String] = []

    /// How an API mention was written in the question.
    enum MentionSpelling: Sendable {
        /// A name in code form or a catalog key (`addSubview:`, `dismissViewControllerAnimated`, `addchild`).
        case code
        /// A multi-word alias (`add child view controller`): a description of the call.
        case alias
        /// A Swift base name that is also an English word (`dismiss`, `present`): phrases still
        /// read it as that word, prefixes included.
        case word
    }

    /// The API records of a mention, empty for other tokens.
    var records: [APIRecord] {
        if case .api(let records) = kind { return records }
        return []
    }

    var isCJK: Bool {
        if case .cjk = kind { return true }
        return false
    }

    static func word(_ text: String, extraForms: [String] = [], className: String? = nil) -> QuestionToken {
        var forms = WordForms.forms(of: text)
        for form in extraForms where !forms.contains(form) { forms.append(form) }
        return QuestionToken(kind: .word, text: text, forms: forms, className: className)
    }

    /// A catalog class named in the question (`UIView`), which also reads as its spoken form (`view`).
    static func classMention(_ className: String) -> QuestionToken {
        .word(className, extraForms: [className.spokenWords.joined()], className: className)
    }

    static func cjk(_ character: Character) -> QuestionToken {
        QuestionToken(kind: .cjk, text: String(character), forms: [String(character)])
    }

    static func api(_ records: [APIRecord], text: String, member: String, className: String?) -> QuestionToken {
        QuestionToken(kind: .api(records), text: text, forms: [APISpelling.key(member)], className: className)
    }

    /// An argument value; it has no forms, so no phrase word or prefix meets it.
    static func argument(_ text: String) -> QuestionToken {
        QuestionToken(kind: .argument, text: text, forms: [], className: nil)
    }
}
