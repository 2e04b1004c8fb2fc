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
    /// The word and its base forms (`appears` → `appear`), a CJK character itself, or the words of
    /// the alias a mention replaced ("did appear"): what alias words and class words meet.
    var wordForms: [String]
    /// The key of a mentioned API's member name (`view` of `self.view`), which `@`-less phrase words
    /// meet too; nil for words.
    var memberKey: String?
    /// A class name as spoken (`view` for `UIView`, `viewcontroller` for `TTViewController`), which
    /// class hints count.
    var spokenClassNames: [String] = []
    /// Hyphenated words joined (`fullscreen` on `full` of `full-screen`).
    var joinedWords: [String] = []
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

    /// Whether any form of any meaning satisfies `predicate`: a phrase word may be met by a word, a
    /// member name, a spoken class name or a joined word. Read in place, without building an array.
    func hasForm(_ predicate: (String) -> Bool) -> Bool {
        if let memberKey, predicate(memberKey) { return true }
        return wordForms.contains(where: predicate) || spokenClassNames.contains(where: predicate) || joinedWords.contains(where: predicate)
    }

    /// Calls `body` with every form of every meaning (see `hasForm`); a form may come twice.
    func forEachForm(_ body: (String) -> Void) {
        if let memberKey { body(memberKey) }
        wordForms.forEach(body)
        spokenClassNames.forEach(body)
        joinedWords.forEach(body)
    }

    static func word(_ text: String, className: String? = nil) -> QuestionToken {
        QuestionToken(kind: .word, text: text, wordForms: WordForms.forms(of: text), className: className)
    }

    /// A type name in a question (`TTViewController`), which also reads as its spoken form.
    static func typeName(_ text: String, spoken: String) -> QuestionToken {
        var token = QuestionToken.word(text)
        token.spokenClassNames = [spoken]
        return token
    }

    /// A catalog class named in the question (`UIView`), which also reads as its spoken form (`view`).
    static func classMention(_ className: String) -> QuestionToken {
        var token = QuestionToken.word(className, className: className)
        token.spokenClassNames = [className.spokenWords.joined()]
        return token
    }

    static func cjk(_ character: Character) -> QuestionToken {
        QuestionToken(kind: .cjk, text: String(character), wordForms: [String(character)])
    }

    static func api(_ records: [APIRecord], text: String, member: String, className: String?) -> QuestionToken {
        QuestionToken(kind: .api(records), text: text, wordForms: [], memberKey: APISpelling.key(member), className: className)
    }

    /// An argument value; it has no forms, so no phrase word or prefix meets it.
    static func argument(_ text: String) -> QuestionToken {
        QuestionToken(kind: .argument, text: text, wordForms: [])
    }
}
