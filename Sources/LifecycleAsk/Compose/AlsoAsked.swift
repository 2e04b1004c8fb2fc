import LifecycleModel

/// Another question asked in the same text ("…, and when does the completion block run"), answered
/// on its own so it cannot change how the main one is read; when it is not answered the answer says so.
public struct AlsoAsked: Hashable, Sendable {
    /// The part of the text, as written.
    public var question: String
    /// Whether stored knowledge answers it.
    public var answered: Bool
    /// Its paragraph, or why it was not answered.
    public var text: String
    /// Its whole answer's JSON, when it was understood.
    public var result: JSONValue?

    var json: JSONValue {
        var object = JSONObjectBuilder()
        object.set("question", .string(question))
        object.set("answered", .bool(answered))
        object.set("text", .string(text))
        object.setIfPresent("answer", result)
        return object.value
    }
}

/// The label of the other questions, in both languages.
enum AlsoLabels {
    static func heading(_ language: Language) -> String { language == .zh ? "另外问到：" : "Also asked:" }

    /// Said of a part no API or situation was recognized in.
    static func notAnswered(_ language: Language) -> String {
        language == .zh ? "没有回答：这一部分没有识别出 API 或情况。" : "Not answered: no API or situation was recognized in this part."
    }
}
