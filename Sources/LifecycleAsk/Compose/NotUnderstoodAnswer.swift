import LifecycleModel

/// The reply when no trigger could be found (or a script named an unknown trigger or context):
/// what was recognized and up to three suggestions. Encodes `"understood": null`.
public struct NotUnderstoodAnswer: Codable, Hashable, Sendable {
    /// The question as asked.
    public var question: String
    /// The language of `reason` and the suggestions: Chinese when the question is.
    public var language: Language
    /// Why the question could not be answered, in the question's language.
    public var reason: String
    /// What was recognized anyway (`context in-view-did-load`, `API UIView.addSubview:`).
    public var recognized: [String]
    /// Nearest API spellings, or example questions.
    public var suggestions: [String]

    enum CodingKeys: String, CodingKey {
        case question, language, understood, reason, recognized, suggestions
    }

    /// Memberwise, for tests and other front ends.
    public init(question: String, language: Language, reason: String, recognized: [String], suggestions: [String]) {
        self.question = question
        self.language = language
        self.reason = reason
        self.recognized = recognized
        self.suggestions = suggestions
    }

    /// Reads the reply back; `understood` is always null and is skipped.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        question = try container.decode(String.self, forKey: .question)
        language = try container.decode(Language.self, forKey: .language)
        reason = try container.decode(String.self, forKey: .reason)
        recognized = try container.decode([String].self, forKey: .recognized)
        suggestions = try container.decode([String].self, forKey: .suggestions)
    }

    /// The reply's JSON, with `"understood": null` explicitly, the marker of a question that was not understood.
    public var json: JSONValue {
        var object = JSONObjectBuilder()
        object.set(CodingKeys.question.rawValue, .string(question))
        object.set(CodingKeys.language.rawValue, .raw(language))
        object.set(CodingKeys.understood.rawValue, .null)
        object.set(CodingKeys.reason.rawValue, .string(reason))
        object.set(CodingKeys.recognized.rawValue, .strings(recognized))
        object.set(CodingKeys.suggestions.rawValue, .strings(suggestions))
        return object.value
    }

    /// Encodes `json`, the one definition of the shape.
    public func encode(to encoder: Encoder) throws {
        try json.encode(to: encoder)
    }
}
