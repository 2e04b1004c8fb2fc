import LifecycleModel

/// What was understood from a question: its language and form, its trigger, the callback it asks
/// about and the contexts it names, plus what else was recognized (for the "not understood" reply).
struct QuestionUnderstanding: Sendable {
    var language: Language
    /// The question's language when the knowledge has no text in it (`ja`); the answer is then in `language`.
    var unstoredLanguage: String? = nil
    /// What kind of answer the question wants.
    var form: QuestionForm
    /// Nil when no trigger could be found.
    var trigger: Trigger?
    /// Every trigger the question could be about, best first; `trigger` is the first (`ask --explain`).
    var candidates: [TriggerCandidate]
    /// The callback a yes/no or reverse question asks about ("does X fire", "when is X called").
    var asked: APIRecord?
    /// The token of the asked callback, to tell which controller the question names for it.
    var askedIndex: Int?
    /// For "is X called before Y": Y and the relation.
    var order: OrderQuestion?
    /// Controllers the question names by role ("the presenting controller", "旧页面"); the answering
    /// fact decides which receiver each means.
    var roles: [RoleMention]
    /// Context ids in the order the question names them, each once.
    var contexts: [String]
    /// Readable names of everything recognized, in question order (`context in-view-did-load`).
    var recognized: [String]
    /// Words and code-like spans no phrase or API took, for suggestions.
    var leftoverWords: [String]
    /// The question's tokens, for answers that match more phrases (the causes of a why-answer).
    var tokens: [QuestionToken] = []
}
