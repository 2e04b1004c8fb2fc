import LifecycleModel

/// The Objective-C message shape: `[self addChildViewController:content]`, `[super viewWillAppear:animated]`,
/// `[child beginAppearanceTransition:YES animated:YES]`. A bracketed single word is a tag, not a message.
extension LineParser {
    mutating func message(at position: Int, _ line: UnsafeBufferPointer<UInt8>) -> ParsedCall? {
        var token = tokens[position]
        if token.count > 1, line[token.upperBound - 1] == ASCII.semicolon { token = token.lowerBound..<(token.upperBound - 1) }
        guard token.count > 4, line[token.upperBound - 1] == ASCII.closeBracket else { return nil }
        // The receiver and the selector's labels as every message is read (`ObjCMessageParts`).
        var parts = ObjCMessageParts(line, from: token.lowerBound + 1, to: token.upperBound - 1)
        let receiverRange = parts.receiver
        key.removeAll(keepingCapacity: true)
        var firstLabel: Range<Int>?
        var firstKeyLength = 0
        var argument: Range<Int>?
        while let part = parts.next(line) {
            appendKey(line, part.label)
            if firstLabel == nil {
                firstLabel = part.label
                firstKeyLength = key.count
            }
            guard let value = part.value else { break }
            if argument == nil, !value.isEmpty { argument = value }
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
}
