import LifecycleModel

/// Reading Objective-C message expressions and method spellings in a question:
/// `[self addChildViewController:child]`, `-[UIView removeFromSuperview]`.
extension QuestionTokenizer {
    /// The tokens of the inside of `[receiver selector:argument …]` or `-[Class selector]`, or nil when
    /// it is not a message naming a catalog API (prose in brackets stays prose). Read by
    /// `ObjCMessageParts`, as trace lines are; all of the inside must be the message.
    func messageTokens(_ inner: ArraySlice<Character>) -> [QuestionToken]? {
        if let method = methodSpellingToken(inner) { return [method] }
        var text = String(inner)
        let message = text.withUTF8 { bytes -> (receiver: String, selector: String, arguments: [String])? in
            var parts = ObjCMessageParts(bytes, from: 0, to: bytes.count)
            func string(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
            var selector = ""
            var arguments: [String] = []
            while let part = parts.next(bytes) {
                guard let value = part.value else {
                    // A selector without arguments is one word, alone.
                    guard selector.isEmpty else { return nil }
                    selector = string(part.label)
                    break
                }
                selector += string(part.label) + ":"
                arguments.append(string(value))
            }
            guard !selector.isEmpty, !parts.receiver.isEmpty, parts.isAtEnd(bytes) else { return nil }
            return (string(parts.receiver), selector, arguments)
        }
        guard let (receiverText, selector, arguments) = message else { return nil }
        let className = catalog.knowsClass(receiverText) ? receiverText : nil
        let found = catalog.lookup(className.map { "\($0).\(selector)" } ?? selector)
        guard !found.isEmpty else { return nil }
        // Receivers and arguments are variables (`parent`, `child`), read as prose unless they are code themselves.
        let receiverTokens = className.map { [QuestionToken.classMention($0)] } ?? tokens(Array(receiverText)[...], codeContext: false)
        var mention = QuestionToken.api(found, text: "[\(receiverText) \(selector)]", member: selector, className: className)
        if className == nil { mention.writtenClass = receiverText }
        let argumentTokens = arguments.enumerated().flatMap { argumentValue(Substring($1), isLabelled: $0 > 0) }
        return receiverTokens + [mention] + argumentTokens
    }

    /// `-[UISplitViewControllerDelegate splitViewController:willChangeToDisplayMode:]` is a method's
    /// name, not a message: its labels run on without arguments, so read as a message its first label
    /// would take the second as an argument and name the wrong overload.
    private func methodSpellingToken(_ inner: ArraySlice<Character>) -> QuestionToken? {
        let words = String(inner).split(whereSeparator: \.isWhitespace).map { String($0) }
        guard words.count == 2, let selector = words.last, selector.filter({ $0 == ":" }).count > 1,
            selector.last == ":", selector.allSatisfy({ $0 == ":" || $0.isIdentifierCharacter }),
            catalog.knowsClass(words[0])
        else { return nil }
        let className = words[0]
        let found = catalog.lookup("\(className).\(selector)")
        guard !found.isEmpty else { return nil }
        return QuestionToken.api(found, text: "[\(className) \(selector)]", member: selector, className: className)
    }
}
