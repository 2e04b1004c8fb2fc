/// Text pasted from GitHub issues, Stack Overflow and blogs: numbered list items (`1. `, `2)`,
/// `1.alloc:…`), Markdown code spans, and narrating lines that name several lifecycle methods
/// (`viewWillAppear and viewDidAppear are called`, `beginAppearanceTransition:YES / endAppearanceTransition`),
/// which describe events rather than log one.
extension LineParser {
    /// The end of a list number at `index` (`12.`, `3)`, `4、`, and the spaces after it), or nil when
    /// the line does not start with one (`10.5`, `15:` and timestamps are not list numbers).
    static func listNumberEnd(_ line: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
        var end = index
        while end < line.count, ASCII.isDigit(line[end]) { end += 1 }
        guard end > index, end - index <= 4, end < line.count else { return nil }
        if line[end] == ASCII.dot || line[end] == ASCII.closeParen {
            end += 1
        } else if line.count - end >= 3, line[end] == 0xE3, line[end + 1] == 0x80, line[end + 2] == 0x81 {
            end += 3  // 、
        } else {
            return nil
        }
        guard end < line.count, !ASCII.isDigit(line[end]) else { return nil }
        while end < line.count, ASCII.isSpace(line[end]) || line[end] == ASCII.backtick { end += 1 }
        return end
    }

    /// Whether the tokens after the method name another lifecycle method behind a joiner (`/`,
    /// `and`, `then`, `然后`, `→`, `->`, `=>`, `+`): the line narrates a sequence.
    func isNarration(after position: Int, method record: Int, _ line: UnsafeBufferPointer<UInt8>) -> Bool {
        var joined = false
        var index = position + 1
        while index < tokens.count {
            let token = tokens[index]
            if Self.isJoiner(line[token]) {
                joined = true
            } else if joined {
                var end = token.lowerBound
                while end < token.upperBound, ASCII.isIdentifier(line[end]) { end += 1 }
                if end - token.lowerBound > 3, let candidates = lookup(line, token.lowerBound..<end),
                    !candidates.contains(where: { keys.record(at: $0) == record }),
                    keys.facts[keys.record(at: candidates.lowerBound)].kind != .property
                {
                    return true
                }
                joined = false
            }
            index += 1
        }
        return false
    }

    private static let joiners: [[UInt8]] = ["/", "and", "then", "&", "+", "->", "=>", "→", "然后", "再", "和", "、"].map { Array($0.utf8) }

    private static func isJoiner(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        joiners.contains { bytes.elementsEqual($0) }
    }
}
