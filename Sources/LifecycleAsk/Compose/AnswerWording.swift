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
    /// The answer when no fact covers the trigger: said plainly, then what is known — the API's
    /// documented `when` (else its summary), what documentedly follows it, and the facts it appears in.
    static func noFacts(subject: String, documented: DocumentedAPI?, follows: [String], firedBy: [String], _ language: Language) -> String {
        var parts: [String] = []
        let known = documented.map { $0.when ?? $0.summary }
        if language == .zh {
            parts.append("lifecycle-kb 没有记录\(subject)之后会触发什么（没有记录的调用顺序）。")
            if let known { parts.append("文档所述：\(known)") }
            if !follows.isEmpty { parts.append("文档所述随后的调用：" + follows.joined(separator: "、") + "，它们之间的先后没有记录。") }
            if !firedBy.isEmpty { parts.append("它出现在这些情况中：" + firedBy.joined(separator: "；") + "。") }
        } else {
            parts.append("lifecycle-kb has no recorded order for what \(subject) sets off.")
            if let known { parts.append("What is documented: \(known)") }
            if !follows.isEmpty {
                parts.append("Documented to follow: " + follows.joined(separator: ", ") + " (their order is not recorded).")
            }
            if !firedBy.isEmpty { parts.append("It appears in: " + firedBy.joined(separator: "; ") + ".") }
        }
        return parts.joined(separator: " ")
    }

    /// Said first when the question's language has no stored text: what was done instead.
    static func unstoredLanguage(_ code: String) -> String {
        "(lifecycle-kb has no text in this language (\(code)); the question was read through its API names and is answered in English.)"
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
