import LifecycleModel

/// Reading Objective-C message expressions and method spellings in a question:
/// `[self addChildViewController:child]`, `-[UIView removeFromSuperview]`.
extension QuestionTokenizer {
    /// The tokens of the inside of `[receiver selector:argument …]` or `-[Class selector]`, or nil when
    /// it is not a message naming a catalog API (prose in brackets stays prose). Read by
    /// `ObjCMessageParts`, as trace lines are; all of the inside must be the message.
    func messageTokens(_ inner: ArraySlice<Character>) -> [QuestionToken]? {
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
}
