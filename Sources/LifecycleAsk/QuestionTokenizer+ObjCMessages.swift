import LifecycleModel

/// Reading Objective-C message expressions and method spellings in a question:
/// `[self addChildViewController:child]`, `-[UIView removeFromSuperview]`.
extension QuestionTokenizer {
    /// The tokens of the inside of `[receiver selector:argument …]` or `-[Class selector]`, or nil when
    /// it is not a message naming a catalog API (prose in brackets stays prose).
    func messageTokens(_ inner: ArraySlice<Character>) -> [QuestionToken]? {
        var index = inner.startIndex
        func skipSpaces() { while index < inner.endIndex, inner[index].isWhitespace { index += 1 } }
        func readExpression() -> ArraySlice<Character> {
            let from = index
            var depth = 0
            while index < inner.endIndex {
                let character = inner[index]
                if depth == 0, character.isWhitespace { break }
                if character == "[" || character == "(" { depth += 1 }
                if character == "]" || character == ")" { depth -= 1 }
                index += 1
            }
            return inner[from..<index]
        }
        skipSpaces()
        let receiver = readExpression()
        skipSpaces()
        var selector = ""
        var arguments: [ArraySlice<Character>] = []
        while index < inner.endIndex, inner[index].isIdentifierStart {
            let from = index
            while index < inner.endIndex, inner[index].isIdentifierCharacter { index += 1 }
            let name = String(inner[from..<index])
            if index < inner.endIndex, inner[index] == ":" {
                selector += name + ":"
                index += 1
                skipSpaces()
                arguments.append(readExpression())
                skipSpaces()
            } else {
                guard selector.isEmpty else { return nil }
                selector = name
                skipSpaces()
                guard index == inner.endIndex else { return nil }
            }
        }
        let receiverText = String(receiver)
        guard !selector.isEmpty, index == inner.endIndex, !receiverText.isEmpty else { return nil }
        let className = catalog.knowsClass(receiverText) ? receiverText : nil
        let found = catalog.lookup(className.map { "\($0).\(selector)" } ?? selector)
        guard !found.isEmpty else { return nil }
        // Receivers and arguments are variables (`parent`, `child`), read as prose unless they are code themselves.
        let receiverTokens = className.map { [QuestionToken.classMention($0)] } ?? tokens(receiver, codeContext: false)
        var mention = QuestionToken.api(found, text: "[\(receiverText) \(selector)]", member: selector, className: className)
        if className == nil { mention.writtenClass = receiverText }
        let argumentTokens = arguments.enumerated().flatMap { argumentValue(Substring(String($1)), isLabelled: $0 > 0) }
        return receiverTokens + [mention] + argumentTokens
    }
}
