/// The Objective-C message shape: `[self addChildViewController:content]`, `[super viewWillAppear:animated]`,
/// `[child beginAppearanceTransition:YES animated:YES]`. A bracketed single word is a tag, not a message.
extension LineParser {
    mutating func message(at position: Int, _ line: UnsafeBufferPointer<UInt8>) -> ParsedCall? {
        var token = tokens[position]
        if token.count > 1, line[token.upperBound - 1] == ASCII.semicolon { token = token.lowerBound..<(token.upperBound - 1) }
        guard token.count > 4, line[token.upperBound - 1] == ASCII.closeBracket else { return nil }
        let end = token.upperBound - 1
        var index = token.lowerBound + 1
        while index < end, ASCII.isSpace(line[index]) { index += 1 }
        let receiverRange = index..<skipWord(line, from: index, to: end)
        index = receiverRange.upperBound
        // `[SecondVC : viewDidLoad]`: a class and a method printed with a colon between.
        var afterColon = index
        while afterColon < end, ASCII.isSpace(line[afterColon]) { afterColon += 1 }
        if afterColon < end, line[afterColon] == ASCII.colon, afterColon > index { index = afterColon + 1 }
        key.removeAll(keepingCapacity: true)
        var firstLabel: Range<Int>?
        var firstKeyLength = 0
        var argument: Range<Int>?
        while index < end {
            while index < end, ASCII.isSpace(line[index]) { index += 1 }
            let labelStart = index
            while index < end, ASCII.isIdentifier(line[index]) { index += 1 }
            guard index > labelStart else { break }
            appendKey(line, labelStart..<index)
            if firstLabel == nil {
                firstLabel = labelStart..<index
                firstKeyLength = key.count
            }
            guard index < end, line[index] == ASCII.colon else { break }
            index += 1
            while index < end, ASCII.isSpace(line[index]) { index += 1 }
            let valueEnd = skipWord(line, from: index, to: end)
            if argument == nil, valueEnd > index { argument = index..<valueEnd }
            index = valueEnd
        }
        guard let firstLabel, !receiverRange.isEmpty else { return nil }
        var candidates = lookupKey()
        if candidates == nil, key.count > firstKeyLength {
            key.removeLast(key.count - firstKeyLength)
            candidates = lookupKey()
        }
        guard let candidates else { return nil }
        var syntax = CallSyntax(form: .message, methodStart: firstLabel.lowerBound, candidates: candidates)
        syntax.written = IdentityReference.parse(line, receiverRange)
        if syntax.written.kind == .className { syntax.className = syntax.written.name }
        syntax.isSuper = line[receiverRange].elementsEqual("super".utf8)
        syntax.writtenIsCode = syntax.written.kind != .className
        syntax.writtenArgument = argument
        syntax.position = position
        syntax.next = position + 1
        return resolveRoles(syntax, line)
    }

    /// The end of one word inside a message, where brackets and parentheses may hold spaces.
    private func skipWord(_ line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        var depth = 0
        while index < end {
            let byte = line[index]
            if byte == ASCII.openParen || byte == ASCII.openBracket || byte == ASCII.openAngle {
                depth += 1
            } else if byte == ASCII.closeParen || byte == ASCII.closeBracket || byte == ASCII.closeAngle {
                if depth > 0 { depth -= 1 }
            } else if depth == 0, ASCII.isSpace(byte) {
                break
            }
            index += 1
        }
        return index
    }
}
