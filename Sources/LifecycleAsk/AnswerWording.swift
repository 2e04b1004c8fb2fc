import LifecycleModel

/// The few sentences `ask` writes itself, in both languages. They carry no UIKit knowledge: every
/// API, context and event they name comes from the knowledge.
enum AnswerWording {
    /// Said when the question names contexts the chosen fact does not depend on.
    static func uncovered(_ contexts: [String], _ language: Language) -> String {
        let list = contexts.map { "\u{201C}\($0)\u{201D}" }.joined(separator: language == .zh ? "、" : ", ")
        return language == .zh
            ? "已存储的事实没有针对\(list)的专门结论，以上按通常情况回答。"
            : "The stored facts say nothing specific about \(list); this is the common case."
    }

    /// Said when a trigger is understood but no fact tells what it causes.
    static func noFacts(subject: String, summary: String?, firedBy: [String], _ language: Language) -> String {
        var parts: [String] = []
        if language == .zh {
            parts.append("知识库中没有关于\(subject)会触发什么的事实。")
            if let summary { parts.append("\(subject)：\(summary)") }
            if !firedBy.isEmpty { parts.append("它会在这些情况中被调用：" + firedBy.joined(separator: "；") + "。") }
        } else {
            parts.append("No stored fact says what \(subject) triggers.")
            if let summary { parts.append("\(subject): \(summary)") }
            if !firedBy.isEmpty { parts.append("It is called in: " + firedBy.joined(separator: "; ") + ".") }
        }
        return parts.joined(separator: " ")
    }

    static func noTrigger(_ language: Language) -> String {
        language == .zh
            ? "没有识别出触发点：请写出一个 API 调用(任何拼写)或一个事件。"
            : "No trigger recognized: name an API call (in any spelling) or an event."
    }

    static func unknownTrigger(_ spelling: String, _ language: Language) -> String {
        language == .zh ? "未知的触发点 '\(spelling)'。" : "Unknown trigger '\(spelling)'."
    }

    static func unknownContext(_ id: String, _ language: Language) -> String {
        language == .zh ? "未知的上下文 '\(id)'。" : "Unknown context '\(id)'."
    }

    /// An example question built from an event's summary, offered as a suggestion.
    static func exampleQuestion(_ summary: Bilingual, _ language: Language) -> String {
        language == .zh ? "\(summary.zh)时会触发什么?" : "what fires when \(summary.en)"
    }
}
