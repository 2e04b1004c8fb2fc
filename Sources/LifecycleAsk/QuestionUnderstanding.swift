import LifecycleModel

/// What was understood from a question: its language, its trigger and the contexts it names,
/// plus what else was recognized (for the "not understood" reply).
struct QuestionUnderstanding: Sendable {
    var language: Language
    /// Nil when no trigger could be found.
    var trigger: Trigger?
    /// Context ids in the order the question names them.
    var contexts: [String]
    /// Readable names of everything recognized, in question order (`context in-view-did-load`).
    var recognized: [String]
    /// Words and code-like spans no phrase or API took, for suggestions.
    var leftoverWords: [String]
}
