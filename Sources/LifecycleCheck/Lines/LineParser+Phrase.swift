/// Spaced phrases (`view will disappear`, `Will Appear`, `vc1 – view did load`): two to four words that
/// end the line, joined into one key and resolved through the catalog's aliases.
extension LineParser {
    mutating func phrase(_ line: UnsafeBufferPointer<UInt8>) -> ParsedCall? {
        let count = tokens.count
        guard count >= 2, count <= Self.leadingTokenLimit + 4 else { return nil }
        for start in 0...min(Self.leadingTokenLimit, count - 2) where (2...4).contains(count - start) {
            key.removeAll(keepingCapacity: true)
            var words = true
            for index in start..<count {
                let token = tokens[index]
                var end = token.upperBound
                while end > token.lowerBound + 1, line[end - 1] == ASCII.colon || line[end - 1] == ASCII.dot { end -= 1 }
                guard line[token.lowerBound..<end].allSatisfy(ASCII.isLetter) else {
                    words = false
                    break
                }
                appendKey(line, token.lowerBound..<end)
            }
            guard words, let candidates = lookupKey() else { continue }
            var syntax = CallSyntax(form: .phrase, methodStart: tokens[start].lowerBound, candidates: candidates)
            syntax.position = start
            syntax.next = count
            syntax.namesBefore = true
            return resolveRoles(syntax, line)
        }
        return nil
    }
}
