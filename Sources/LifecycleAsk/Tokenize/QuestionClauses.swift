/// Splits a question that asks two things ("what fires when X, and when does the completion run")
/// into its questions, so the second cannot change how the first is read. Only an explicit joint
/// splits — a conjunction after a comma or semicolon, a question mark, a sentence end — and only
/// where the next part opens as a question of its own; "when I pop, does X fire" stays one question.
enum QuestionClauses {
    /// English words that open a question of its own.
    static let englishOpeners: Set<String> = [
        "what", "when", "which", "who", "why", "how", "where", "does", "do", "did", "is", "are", "was", "were", "will", "would", "can",
        "could", "should",
    ]
    /// English words that may stand between the joint and the opener.
    static let englishJoiners: Set<String> = ["and", "also", "then", "plus", "but"]
    /// Chinese words that open a question of their own, or join one ("并且", "另外").
    static let chineseOpeners = ["什么", "何时", "为什么", "为何", "是否", "会不会", "哪", "怎么", "怎样", "能否", "并且", "以及", "另外", "还有", "那么", "同时"]

    /// The questions of a text, in order; one element when it asks one thing.
    static func split(_ question: String) -> [String] {
        var parts: [String] = []
        var current = ""
        let characters = Array(question)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            current.append(character)
            index += 1
            guard isJoint(character, next: index < characters.count ? characters[index] : nil) else { continue }
            let rest = String(characters[index...])
            guard opensQuestion(rest, afterComma: character == "," || character == "，") else { continue }
            parts.append(current)
            current = ""
        }
        parts.append(current)
        return parts.map(trimmed).filter { !$0.isEmpty }
    }

    /// A part without the spaces and joint punctuation around it, cut from the part by index:
    /// building it reversed, character by character, was a thirtieth of a cold `ask`.
    private static func trimmed(_ part: String) -> String {
        guard let first = part.firstIndex(where: { !isEdge($0) }), let last = part.lastIndex(where: { !isEdge($0) }) else { return "" }
        return String(part[first...last])
    }

    /// A space or joint punctuation, which `trimmed` takes off a part's ends.
    private static func isEdge(_ character: Character) -> Bool {
        switch character {
        case " ", ",", ";", "，", "；", "。", "?", "？", ".", "!", "！": true
        default: false
        }
    }

    /// A comma, semicolon, question mark or sentence end (a period followed by a space, not a selector's dot).
    private static func isJoint(_ character: Character, next: Character?) -> Bool {
        switch character {
        case ",", ";", "，", "；", "？", "。": true
        case "?", ".": next == " " || next == nil
        default: false
        }
    }

    /// Whether the text after a joint opens a question: after a comma, only behind a conjunction
    /// ("…, and when does …"), else also directly ("…? When is …").
    private static func opensQuestion(_ text: String, afterComma: Bool) -> Bool {
        let trimmed = Substring(text.drop { $0 == " " })
        if let first = trimmed.unicodeScalars.first, first.value >= 0x2E80 {
            return chineseOpeners.contains { trimmed.hasPrefix($0) }
        }
        let words = trimmed.lowercased().split(whereSeparator: { !$0.isLetter }).prefix(3).map(String.init)
        guard let first = words.first else { return false }
        if englishJoiners.contains(first) { return words.dropFirst().first.map(englishOpeners.contains) ?? false }
        return !afterComma && englishOpeners.contains(first)
    }
}
