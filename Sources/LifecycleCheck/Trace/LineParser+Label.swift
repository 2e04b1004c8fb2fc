/// Print labels in any script glued to the method by a colon: `画面A:viewDidLoad()`,
/// `—画面B:viewDidAppear(_:)` (a leading dash or bullet is dropped). Swift identifiers and the labels
/// people print are often Japanese or Chinese; such a label names the receiver. Only tokens whose
/// first byte is not ASCII come here, after every ASCII shape failed, so ASCII lines never pay for it.
extension LineParser {
    /// The call written after a non-ASCII label, its receiver the label (`resolveRoles` row 1b).
    mutating func labelledCall(at position: Int, _ line: UnsafeBufferPointer<UInt8>) -> ParsedCall? {
        guard let (name, methodStart) = Self.label(line, tokens[position]) else { return nil }
        tokens.dropBytes(before: methodStart, of: position)
        label = name
        defer { label = nil }
        return call(at: position, line)
    }

    /// The label's bytes and where the method after its colon (`:` or `：`) starts: a run of letters in
    /// any script, digits and `_` holding at least one non-ASCII letter, after any non-letters.
    static func label(_ line: UnsafeBufferPointer<UInt8>, _ token: Range<Int>) -> (Range<Int>, Int)? {
        var index = token.lowerBound
        while index < token.upperBound, line[index] >= 0x80, let (scalar, length) = scalar(line, at: index), !scalar.properties.isAlphabetic
        {
            index += length
        }
        let start = index
        var hasNonASCII = false
        while index < token.upperBound {
            if line[index] < 0x80 {
                guard ASCII.isIdentifier(line[index]) else { break }
                index += 1
            } else {
                guard let (scalar, length) = scalar(line, at: index), scalar.properties.isAlphabetic else { break }
                hasNonASCII = true
                index += length
            }
        }
        guard hasNonASCII, index > start, index < token.upperBound else { return nil }
        var methodStart = index + 1
        if line[index] != ASCII.colon {
            guard let (scalar, length) = scalar(line, at: index), scalar == "：" else { return nil }
            methodStart = index + length
        }
        guard methodStart < token.upperBound, ASCII.isLetter(line[methodStart]) else { return nil }
        return (start..<index, methodStart)
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
