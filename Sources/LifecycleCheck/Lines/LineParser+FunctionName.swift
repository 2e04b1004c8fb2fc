import LifecycleModel

/// The `__func__` / `__PRETTY_FUNCTION__` shape: `-[Class(Category) selector]`, with optional tags
/// before it and free text after it.
extension LineParser {
    /// The common case, a line that is just `-[Class selector]`, read without tokenizing.
    func bareFunctionName(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> ParsedCall? {
        guard let (syntax, close) = functionName(line, from: start, to: line.count) else { return nil }
        var index = close + 1
        while index < line.count, ASCII.isSpace(line[index]) { index += 1 }
        return index == line.count ? resolveRoles(syntax, line) : nil
    }

    mutating func functionName(at position: Int, _ line: UnsafeBufferPointer<UInt8>) -> ParsedCall? {
        let token = tokens[position]
        guard var (syntax, _) = functionName(line, from: token.lowerBound, to: token.upperBound) else { return nil }
        syntax.position = position
        syntax.next = position + 1
        syntax.freeTextArgument = true
        return resolveRoles(syntax, line)
    }

    /// Parses `-[Class(Category) selector]` starting at `start`; returns its syntax and the offset of
    /// the closing bracket.
    private func functionName(_ line: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (CallSyntax, Int)? {
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
        guard index > selectorStart, index < end, line[index] == ASCII.closeBracket else { return nil }
        // The class and the selector as every spelling is read (`APISpellingParts`), then looked up.
        let spelling = UnsafeBufferPointer(rebasing: line[start...index])
        guard let parts = APISpellingParts(spelling), let written = parts.className,
            let candidates = lookup(spelling, parts.base)
        else { return nil }
        var syntax = CallSyntax(form: .functionName, methodStart: start + parts.base.lowerBound, candidates: candidates)
        syntax.className = (start + written.lowerBound)..<(start + written.upperBound)
        return (syntax, index)
    }
}
