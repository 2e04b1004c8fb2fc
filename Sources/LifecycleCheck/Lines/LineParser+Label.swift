/// Print labels in any script glued to the method by a colon: `画面A:viewDidLoad()`,
/// `—画面B:viewDidAppear(_:)` (a leading dash or bullet is dropped), `Home：viewDidLoad`. Swift
/// identifiers and the labels people print are often Japanese or Chinese; such a label names the
/// receiver. Only tokens that start with a non-ASCII byte or hold one come here, after every ASCII
/// shape failed, so ASCII lines never pay for it.
extension LineParser {
    /// The call written after a non-ASCII label, its receiver the label (`resolveRoles` row 1b).
    mutating func labelledCall(at position: Int, _ line: UnsafeBufferPointer<UInt8>) -> ParsedCall? {
        guard let (name, methodStart) = Self.label(line, tokens[position]) else { return nil }
        tokens.dropBytes(before: methodStart, of: position)
        label = name
        defer { label = nil }
        return call(at: position, line)
    }

    /// The label's bytes and where the method after its colon starts: a run of letters in any script,
    /// digits and `_` after any non-letters, glued to the method by `:` (the label holding a non-ASCII
    /// letter) or by a full-width `：` (any label: Chinese input methods type it after ASCII names too).
    static func label(_ line: UnsafeBufferPointer<UInt8>, _ token: Range<Int>) -> (Range<Int>, Int)? {
        let run = labelRun(line, token)
        let index = run.name.upperBound
        guard !run.name.isEmpty, index < token.upperBound else { return nil }
        var methodStart = index + 1
        if line[index] == ASCII.colon {
            guard run.hasNonASCII else { return nil }
        } else {
            guard let length = fullWidthColon(line, at: index, end: token.upperBound) else { return nil }
            methodStart = index + length
        }
        guard methodStart < token.upperBound, ASCII.isLetter(line[methodStart]) else { return nil }
        return (run.name, methodStart)
    }

    /// A whole token that is a label in any script (`首页A`, `画面1:`, `—画面B：`), for names written
    /// before the method; nil when the label is ASCII only (`IdentityReference` reads those).
    static func labelToken(_ line: UnsafeBufferPointer<UInt8>, _ token: Range<Int>) -> Range<Int>? {
        var end = token.upperBound
        if end - token.lowerBound > 3, fullWidthColon(line, at: end - 3, end: end) != nil { end -= 3 }
        while end > token.lowerBound, line[end - 1] == ASCII.colon { end -= 1 }
        let run = labelRun(line, token.lowerBound..<end)
        return run.hasNonASCII && run.name.upperBound == end ? run.name : nil
    }

    /// Whether a token holds no letter or digit in any script: `–`, `|`, `→`, `::`, an emoji. Such a
    /// token separates the names before a method and is not one of the words before it.
    static func isSeparator(_ line: UnsafeBufferPointer<UInt8>, _ token: Range<Int>) -> Bool {
        var index = token.lowerBound
        while index < token.upperBound {
            if line[index] < 0x80 {
                if ASCII.isAlphanumeric(line[index]) { return false }
                index += 1
            } else {
                guard let (scalar, length) = scalar(line, at: index) else { return false }
                if scalar.properties.isAlphabetic || scalar.properties.numericType != nil { return false }
                index += length
            }
        }
        return true
    }

    /// The run of letters in any script, digits and `_` that starts after any leading non-ASCII
    /// non-letters (a dash or a bullet), and whether it holds a non-ASCII letter.
    private static func labelRun(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (name: Range<Int>, hasNonASCII: Bool) {
        var index = range.lowerBound
        while index < range.upperBound, line[index] >= 0x80, let (scalar, length) = scalar(line, at: index), !scalar.properties.isAlphabetic
        {
            index += length
        }
        let start = index
        var hasNonASCII = false
        while index < range.upperBound {
            if line[index] < 0x80 {
                guard ASCII.isIdentifier(line[index]) else { break }
                index += 1
            } else {
                guard let (scalar, length) = scalar(line, at: index), scalar.properties.isAlphabetic else { break }
                hasNonASCII = true
                index += length
            }
        }
        return (start..<index, hasNonASCII)
    }

    /// The length of a full-width colon `：` (U+FF1A) at `index`, nil when there is none.
    static func fullWidthColon(_ line: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> Int? {
        index + 3 <= end && line[index] == 0xEF && line[index + 1] == 0xBC && line[index + 2] == 0x9A ? 3 : nil
    }

    /// The scalar starting at `index` of a line already checked as UTF-8, and its length in bytes.
    private static func scalar(_ line: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = line[index]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard index + length <= line.count else { return nil }
        var value = length == 1 ? UInt32(lead) : UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<max(1, length) { value = value << 6 | UInt32(line[index + offset] & 0x3F) }
        return Unicode.Scalar(value).map { ($0, length) }
    }
}
