import LifecycleModel

/// A question, optionally with the trigger and contexts a script already knows
/// (`--trigger API`, `--context ID`); those override or add to what the question says.
public struct AskRequest: Hashable, Sendable {
    /// The free text; may be empty when the trigger is given.
    public var question: String
    /// An API spelling, `event:<id>` or an event id; replaces the trigger found in the question.
    public var trigger: String?
    /// Context ids added to those found in the question.
    public var contexts: [String]
    /// Whether the answer lists the ranked trigger candidates (`understood.candidates`, `ask --explain`).
    public var explain: Bool
    /// The language to answer in (`--lang`); nil answers in the question's.
    public var language: Language?

    /// A request; only the question is required.
    public init(question: String, trigger: String? = nil, contexts: [String] = [], explain: Bool = false, language: Language? = nil) {
        self.question = question
        self.trigger = trigger
        self.contexts = contexts
        self.explain = explain
        self.language = language
    }
}
