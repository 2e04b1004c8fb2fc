/// Splits the message part of a line into tokens: runs of non-space bytes where `(…)`, `[…]`, `{…}`
/// and `<Description…>` may contain spaces, backticks of Markdown code spans separate like spaces, and
/// nothing after a `#` or `//` comment counts.
struct LineTokens {
    /// Enough for every event shape; longer lines are free text and only need their first tokens.
    static let limit = 48

    private var ranges = [Range<Int>](repeating: 0..<0, count: Self.limit)
    private(set) var count = 0

    subscript(index: Int) -> Range<Int> { ranges[index] }

    /// Drops the first byte of a token: a bullet glued to a method (`-viewIsAppearing(_:)`).
    mutating func dropFirstByte(of index: Int) {
        ranges[index] = (ranges[index].lowerBound + 1)..<ranges[index].upperBound
    }

    /// Drops the bytes of a token before `start`: a label glued to a method (`画面A:viewDidLoad()`).
    mutating func dropBytes(before start: Int, of index: Int) {
        ranges[index] = start..<ranges[index].upperBound
    }

    /// Tokenizes `line[start...]`, replacing the previous line's tokens.
    mutating func split(_ line: UnsafeBufferPointer<UInt8>, from start: Int) {
        count = ranges.withUnsafeMutableBufferPointer { ranges in
            var count = 0
            var index = start
            let end = line.count
            while index < end, count < Self.limit {
                while index < end, ASCII.isSpace(line[index]) || line[index] == ASCII.backtick { index += 1 }
                guard index < end else { break }
                let first = line[index]
                if first == ASCII.hash { break }
                if first == ASCII.slash, index + 1 < end, line[index + 1] == ASCII.slash { break }
                let tokenStart = index
                if first == ASCII.openAngle {
                    index = Self.angleEnd(line, from: index)
                } else {
                    var depth = 0
                    while index < end {
                        let byte = line[index]
                        if byte == ASCII.openParen || byte == ASCII.openBracket || byte == ASCII.openBrace
                            || (byte == ASCII.openAngle && index + 1 < end && ASCII.isLetter(line[index + 1]))
                        {
                            depth += 1
                        } else if byte == ASCII.closeParen || byte == ASCII.closeBracket || byte == ASCII.closeBrace
                            || (byte == ASCII.closeAngle && depth > 0)
                        {
                            if depth > 0 { depth -= 1 }
                        } else if depth == 0, ASCII.isSpace(byte) || byte == ASCII.backtick {
                            break
                        }
                        index += 1
                    }
                }
                ranges[count] = tokenStart..<index
                count += 1
            }
            return count
        }
    }

    /// The end of an object description `<…>`, nested brackets included.
    private static func angleEnd(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < line.count {
            let byte = line[index]
            index += 1
            if byte == ASCII.openAngle { depth += 1 }
            if byte == ASCII.closeAngle {
                depth -= 1
                if depth == 0 { break }
            }
        }
        return index
    }
}
