/// The `__func__` / `__PRETTY_FUNCTION__` shape: `-[Class(Category) selector]`, with optional tags
/// before it and free text after it.
extension LineParser {
    /// The common case, a line that is just `-[Class selector]`, read without tokenizing.
    func bareFunctionName(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> ParsedCall? {
        guard let (call, close) = functionName(line, from: start, to: line.count) else { return nil }
        var index = close + 1
        while index < line.count, ASCII.isSpace(line[index]) { index += 1 }
        return index == line.count ? call : nil
    }

    mutating func functionName(at position: Int, _ line: UnsafeBufferPointer<UInt8>) -> ParsedCall? {
        let token = tokens[position]
        guard var (call, _) = functionName(line, from: token.lowerBound, to: token.upperBound) else { return nil }
        let className = call.className!
        let takesArgument = keys.facts[call.record].parameterCount > 0
        var receiver = leadingIdentity(before: position, line, names: false)
        if receiver.kind == .none, !takesArgument, position + 1 < tokens.count,
           line[tokens[position + 1].lowerBound] == ASCII.openAngle {
            receiver = IdentityReference.parse(line, tokens[position + 1])
        }
        if receiver.kind == .address, receiver.name == nil { receiver.name = className }
        if receiver.kind != .none { call.receiver = receiver }
        if takesArgument { call.argument = freeTextArgument(after: position, line) }
        return call
    }

    /// Parses `-[Class(Category) selector]` starting at `start`; returns the call (receiver: the class)
    /// and the offset of the closing bracket.
    private func functionName(_ line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (ParsedCall, Int)? {
        var index = start + 2
        let classStart = index
        while index < end, ASCII.isIdentifier(line[index]) { index += 1 }
        let className = classStart..<index
        guard !className.isEmpty else { return nil }
        if index < end, line[index] == ASCII.openParen {
            while index < end, line[index] != ASCII.closeParen { index += 1 }
            index += 1
        }
        guard index < end, line[index] == ASCII.space else { return nil }
        while index < end, line[index] == ASCII.space { index += 1 }
        let selectorStart = index
        while index < end, ASCII.isIdentifier(line[index]) || line[index] == ASCII.colon { index += 1 }
        guard index > selectorStart, index < end, line[index] == ASCII.closeBracket,
              let candidates = lookup(line, selectorStart..<index) else { return nil }
        var call = ParsedCall(methodStart: selectorStart, record: choose(candidates, className: className, line))
        call.className = className
        call.receiver = IdentityReference(kind: .className, name: className)
        return (call, index)
    }
}
