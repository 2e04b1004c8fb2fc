/// Finds a yes/no question that does not open the sentence: after a clause break ("swipe back
/// cancelled: does …", "when I pop, is …") or after a leading when/if clause without one ("when I
/// dismiss it does the presenter get …"). Grammar only, so it is code, like `QuestionFormReader`.
enum ClauseReader {
    /// Words that open a leading clause the question proper follows.
    static let subordinators: Set<String> = ["when", "whenever", "if", "after", "once", "while", "before"]

    /// Auxiliaries that cannot sit inside a when/if clause's statement, so they open the question even
    /// without a comma; `is`/`are` can ("if the gesture is cancelled"), so they need a break.
    static let strongOpeners: Set<String> = ["does", "do", "did", "will", "would", "can", "could", "should"]

    /// One English word of the text and whether a clause break stands before it.
    struct Word {
        var text: String
        var afterBreak: Bool
    }

    /// Whether a yes/no auxiliary opens a later clause of the question.
    static func asksLater(_ question: String) -> Bool {
        let words = self.words(of: question)
        guard let first = words.first else { return false }
        let leadingClause = subordinators.contains(first.text)
        for word in words.dropFirst() {
            if word.afterBreak, QuestionFormReader.yesNoOpeners.contains(word.text) { return true }
            if leadingClause, strongOpeners.contains(word.text) { return true }
        }
        return false
    }

    /// The words in lowercase with the breaks before them. A colon breaks only after a lowercase word
    /// and before a space, so the colons of selectors (`pushViewController: is called`, `(_:)`) do not,
    /// nor the last of a selector whose last label is lowercase (`…Orientation:duration: is never called`).
    static func words(of question: String) -> [Word] {
        var out: [Word] = []
        var current = ""
        var hasUpper = false
        var pendingBreak = false
        // Whether the text since the last space joins words with `:` or `.`: an API spelling.
        var inSpelling = false
        let characters = Array(question)
        func endWord() {
            guard !current.isEmpty else { return }
            out.append(Word(text: current.lowercased(), afterBreak: pendingBreak))
            pendingBreak = false
            current = ""
        }
        for (index, character) in characters.enumerated() {
            if character.isASCII, character.isLetter || character.isNumber || character == "_" || character == "'" {
                if current.isEmpty { hasUpper = false }
                if character.isUppercase { hasUpper = true }
                current.append(character)
                continue
            }
            let lastWasLower = !current.isEmpty && !hasUpper
            endWord()
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if character == " " { inSpelling = false }
            switch character {
            case ",", ";", "—", "–", "，", "；", "：": pendingBreak = true
            case ":" where lastWasLower && next == " " && !inSpelling: pendingBreak = true
            case ":" where next != " ", "." where next != " ": inSpelling = true
            case "-" where index > 0 && characters[index - 1] == " ": pendingBreak = true
            default: break
            }
        }
        endWord()
        return out
    }
}
