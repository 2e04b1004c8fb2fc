/// The wrappers a log line is pasted in, taken off once before any shape is recognised, so every
/// shape reads the line alike whether it came from a console, a comment or a Markdown list:
/// - before it: comment markers (`//`, `///`), quote markers (`> `), list bullets (`- `, `* `,
///   `+ `, `• `), list numbers (`1. `, `2) `, `3、`) and code-span backticks, in any nesting;
/// - after it: backticks, closing punctuation (`,` `;` `.` `!` `?` `…`, full-width too), a note
///   after an arrow (`← called again`), and a closing remark: an emphasised word (`*again*`) or one of
///   the adverbs people append (`again`, `twice`, `(again)`);
/// - around it: emphasis (`*…*`, `**…**`, `_…_`, `~~…~~`).
/// One space after a marker belongs to the marker; further spaces are the line's indentation. A
/// `/* … */` block stays a comment: people write section titles in it (`/* FullScreen Present */`).
enum LineWrappers {
    /// Where a line's content is once its wrappers are off, and the indentation before the first
    /// marker (the content's own leading spaces are its indentation too).
    struct Content: Equatable {
        var start: Int
        var end: Int
        var outerIndent: Int
    }

    /// The content of `line`; a line without wrappers is returned whole, with its leading spaces.
    static func content(of line: UnsafeBufferPointer<UInt8>) -> Content {
        var end = line.count
        var start = 0
        var width = 0
        while start < end, ASCII.isSpace(line[start]) {
            width += line[start] == ASCII.tab ? 4 : 1
            start += 1
        }
        guard start < end, mayWrap(line, start, end) else { return Content(start: 0, end: end, outerIndent: 0) }
        var unwrapped = false
        // A line that is only a marker (a code fence, a bare `//`) is emptied whole: stop there.
        for _ in 0..<8 where start < end {
            var changed = false
            if let after = leadingMarkerEnd(line, start, end) {
                start = after
                changed = true
            }
            if let before = trailingWrapperStart(line, start, end) {
                end = before
                changed = true
            }
            if let (from, to) = emphasis(line, start, end) {
                (start, end) = (from, to)
                changed = true
            }
            guard changed else { break }
            unwrapped = true
            // The content's own indentation stays in it; only spaces before the next marker go.
            var next = start
            while next < end, ASCII.isSpace(line[next]) { next += 1 }
            if next < end, leadingMarkerEnd(line, next, end) != nil || emphasis(line, next, end) != nil { start = next }
        }
        guard unwrapped else { return Content(start: 0, end: line.count, outerIndent: 0) }
        return Content(start: start, end: end, outerIndent: width)
    }

    /// A cheap first look: only lines whose first or last byte can belong to a wrapper are unwrapped.
    @inline(__always)
    private static func mayWrap(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let first = line[start]
        if first == ASCII.slash || first == ASCII.closeAngle || first == ASCII.backtick || first == ASCII.plus
            || first == UInt8(ascii: "*") || first == ASCII.underscore || first == UInt8(ascii: "~") || first >= 0x80
        {
            return true
        }
        if first == ASCII.minus, start + 1 < end, ASCII.isSpace(line[start + 1]) { return true }
        if ASCII.isDigit(first), LineParser.listNumberEnd(line, from: start) != nil { return true }
        let last = line[end - 1]
        if ASCII.isAlphanumeric(last) {
            return (mayEndRemark(last) && trailingWordStart(line, start, end) != nil) || hasArrow(line, start, end)
        }
        // `(again)` closes a line; `viewDidAppear(_:)` and `loadView()` do not.
        if last == ASCII.closeParen { return end - start > 2 && ASCII.isLetter(line[end - 2]) }
        return last == ASCII.comma || last == ASCII.semicolon || last == ASCII.dot || last == UInt8(ascii: "!")
            || last == UInt8(ascii: "?") || last == ASCII.backtick || last == UInt8(ascii: "*") || last == ASCII.underscore
            || last == UInt8(ascii: "~") || last >= 0x80
    }

    /// Whether a remark can end in this byte, so most lines skip the word comparison: one bit per
    /// lowercase letter, as a set's hashing cost more than the rest of the screen.
    @inline(__always)
    private static func mayEndRemark(_ byte: UInt8) -> Bool {
        let letter = byte | 0x20
        return letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z") && remarkEndings & (1 << UInt32(letter - UInt8(ascii: "a"))) != 0
    }

    /// The last letters of the remarks, a bit each (`a` is bit 0).
    private static let remarkEndings: UInt32 = remarks.reduce(0) { $0 | 1 << UInt32($1.last! - UInt8(ascii: "a")) }

    /// Whether the last 48 bytes hold an arrow's first two bytes (`<-`, or `E2 86` of `←`), found as a
    /// pair in eight-byte words: only then is an arrow note looked for. An en dash (`E2 80 93`, `[Tag]
    /// Home – viewDidLoad`) or a `<Class: 0x…>` description is no arrow: calling `arrowNote` on those was
    /// a fifth of checking such a log. First, without an arrow's second byte (`-` of `<-`, `86` of `←`)
    /// there is no pair: that byte is rarer than the first (`<` opens every description, `E2` every
    /// dash), and looking for it alone costs half as much. `arrowNote` itself is the plain twin
    /// (`ArrowScreenTests`).
    @inline(__always)
    static func hasArrow(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard let base = line.baseAddress else { return false }
        let from = max(start, end - 48)
        guard end - from >= 8 else { return arrowNote(line, start, end) != nil }
        let raw = UnsafeRawPointer(base)
        var seconds: UInt64 = 0
        var index = from
        while index < end {
            let word = raw.loadUnaligned(fromByteOffset: min(index, end - 8), as: UInt64.self)
            seconds |= equalBytes(word, ASCII.minus) | equalBytes(word, 0x86)
            index += 8
        }
        guard seconds != 0 else { return false }
        index = from
        while true {
            // Windows overlap by a byte: a pair on a window's last byte is the next window's first.
            let window = min(index, end - 8)
            let word = raw.loadUnaligned(fromByteOffset: window, as: UInt64.self)
            if hasPair(word, ASCII.openAngle, ASCII.minus) || hasPair(word, 0xE2, 0x86) { return arrowNote(line, start, end) != nil }
            if window + 8 >= end { return false }
            index = window + 7
        }
    }

    /// The high bit of the bytes of `word` equal to `byte`, and maybe of some bytes after such a one
    /// (the borrow of the zero-byte test): nonzero exactly when `word` holds `byte`.
    @inline(__always)
    private static func equalBytes(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
    }

    /// Whether `first` is followed by `second` somewhere in the little-endian `word`: lanes where both
    /// bytes match are zero in `(word ^ first…) | (word >> 8 ^ second…)`; the top lane, whose next byte
    /// is not in the word, never is, as its shifted-in zero differs from `second`.
    @inline(__always)
    private static func hasPair(_ word: UInt64, _ first: UInt8, _ second: UInt8) -> Bool {
        let x = (word ^ (UInt64(first) &* 0x0101_0101_0101_0101)) | ((word >> 8) ^ (UInt64(second) &* 0x0101_0101_0101_0101))
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 != 0
    }

    /// The end of a marker at `index` and the one space after it: `//`, `///`, `>`, a bullet,
    /// a list number, or a run of backticks.
    private static func leadingMarkerEnd(_ line: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int) -> Int? {
        let byte = line[index]
        var after: Int?
        if byte == ASCII.slash, index + 1 < end, line[index + 1] == ASCII.slash {
            var next = index + 2
            while next < end, line[next] == ASCII.slash { next += 1 }
            after = next
        } else if byte == ASCII.closeAngle {
            after = index + 1
        } else if byte == ASCII.backtick {
            var next = index + 1
            while next < end, line[next] == ASCII.backtick { next += 1 }
            return next
        } else if byte == ASCII.minus || byte == UInt8(ascii: "*") || byte == ASCII.plus {
            guard index + 1 < end, ASCII.isSpace(line[index + 1]) else { return nil }
            after = index + 1
        } else if let bullet = bulletLength(line, index, end) {
            after = index + bullet
        } else if ASCII.isDigit(byte), let number = listNumber(line, index, end) {
            after = number
        }
        guard var next = after else { return nil }
        if next < end, ASCII.isSpace(line[next]) { next += 1 }
        return next
    }

    /// `•` (U+2022) or `·` (U+00B7) followed by a space: bullets typed or pasted from rich text.
    private static func bulletLength(_ line: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int) -> Int? {
        if index + 3 < end, line[index] == 0xE2, line[index + 1] == 0x80, line[index + 2] == 0xA2, ASCII.isSpace(line[index + 3]) {
            return 3
        }
        if index + 2 < end, line[index] == 0xC2, line[index + 1] == 0xB7, ASCII.isSpace(line[index + 2]) { return 2 }
        return nil
    }

    /// The end of a list number (`12.`, `3)`, `4、`) without the spaces after it, or nil.
    private static func listNumber(_ line: UnsafeBufferPointer<UInt8>, _ index: Int, _ end: Int) -> Int? {
        guard LineParser.listNumberEnd(UnsafeBufferPointer(rebasing: line[..<end]), from: index) != nil else { return nil }
        var next = index
        while next < end, ASCII.isDigit(line[next]) { next += 1 }
        return next + (line[next] == ASCII.dot || line[next] == ASCII.closeParen ? 1 : 3)
    }

    /// Where a wrapper that closes the line starts, or nil when the line ends in content.
    private static func trailingWrapperStart(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        guard end > start else { return nil }
        var cut = end
        while cut > start, ASCII.isSpace(line[cut - 1]) { cut -= 1 }
        if cut > start, line[cut - 1] == ASCII.backtick {
            while cut > start, line[cut - 1] == ASCII.backtick { cut -= 1 }
        } else if let punctuation = closingPunctuation(line, start, cut) {
            cut -= punctuation
        } else if let arrow = arrowNote(line, start, cut) {
            cut = arrow
        } else if let word = trailingWordStart(line, start, cut) {
            cut = word
        }
        while cut > start, ASCII.isSpace(line[cut - 1]) { cut -= 1 }
        return cut < end && cut > start ? cut : nil
    }

    /// The length of closing punctuation at the end: `,` `;` `.` `!` `?`, `…` and their full-width forms.
    private static func closingPunctuation(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        let last = line[end - 1]
        if last == ASCII.comma || last == ASCII.semicolon || last == ASCII.dot || last == UInt8(ascii: "!") || last == UInt8(ascii: "?") {
            return 1
        }
        guard end - start >= 3 else { return nil }
        let (a, b, c) = (line[end - 3], line[end - 2], line[end - 1])
        // … U+2026; ， U+FF0C; ； U+FF1B; ！ U+FF01; ？ U+FF1F; 。 U+3002
        if (a, b, c) == (0xE2, 0x80, 0xA6) || (a, b) == (0xEF, 0xBC) && [0x8C, 0x9B, 0x81, 0x9F].contains(c)
            || (a, b, c) == (0xE3, 0x80, 0x82)
        {
            return 3
        }
        return nil
    }

    /// Where a note after a backward arrow starts (`viewDidAppear ← called again`, `<- twice`); a note
    /// is short, so only the line's last 48 bytes are searched.
    static func arrowNote(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var index = max(start + 1, end - 48)
        while index + 1 < end {
            if ASCII.isSpace(line[index - 1]) {
                let isASCIIArrow = line[index] == ASCII.openAngle && line[index + 1] == ASCII.minus
                let isArrow = index + 2 < end && line[index] == 0xE2 && line[index + 1] == 0x86 && line[index + 2] == 0x90
                if isASCIIArrow || isArrow { return index }
            }
            index += 1
        }
        return nil
    }

    /// Where a closing remark starts: an emphasised word (`*again*`, `_twice_`) or an adverb people
    /// append to a logged line, bare or in parentheses.
    private static func trailingWordStart(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var wordStart = end
        while wordStart > start, !ASCII.isSpace(line[wordStart - 1]) { wordStart -= 1 }
        guard wordStart > start, end - wordStart <= 24 else { return nil }
        var from = wordStart
        var to = end
        var emphasised = false
        while from < to, line[from] == UInt8(ascii: "*") || line[from] == ASCII.underscore || line[from] == ASCII.openParen {
            emphasised = emphasised || line[from] != ASCII.openParen
            from += 1
        }
        while to > from, line[to - 1] == UInt8(ascii: "*") || line[to - 1] == ASCII.underscore || line[to - 1] == ASCII.closeParen {
            to -= 1
        }
        guard from < to, line[from..<to].allSatisfy(ASCII.isLetter) else { return nil }
        if emphasised, from > wordStart, to < end { return wordStart }
        let word = line[from..<to].map { $0 | 0x20 }
        return remarks.contains { $0.elementsEqual(word) } ? wordStart : nil
    }

    /// Adverbs appended after a logged method that say how often or when, never who: `again`, `twice`.
    private static let remarks: [[UInt8]] = ["again", "twice", "too", "also", "once", "still", "later", "anyway", "repeatedly"].map {
        Array($0.utf8)
    }

    /// The content inside emphasis that wraps it whole (`*…*`, `**…**`, `_…_`, `__…__`, `~~…~~`).
    private static func emphasis(_ line: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (Int, Int)? {
        guard end - start > 2 else { return nil }
        let mark = line[start]
        guard mark == UInt8(ascii: "*") || mark == ASCII.underscore || mark == UInt8(ascii: "~") else { return nil }
        var length = 0
        while start + length < end, line[start + length] == mark, length < 3 { length += 1 }
        guard end - start > 2 * length, (0..<length).allSatisfy({ line[end - 1 - $0] == mark }) else { return nil }
        let (from, to) = (start + length, end - length)
        guard !ASCII.isSpace(line[from]), !ASCII.isSpace(line[to - 1]), line[to - 1] != mark else { return nil }
        return (from, to)
    }
}
