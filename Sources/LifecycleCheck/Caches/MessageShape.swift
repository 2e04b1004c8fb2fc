/// A message with the digits that tell one object from another masked (`Screen12ViewController` →
/// `Screen##ViewController`, `<Demo.Feed: 0x7fa1c0d05e70>` → `<Demo.Feed: 0x############>`), so the
/// lines of one shape share a cached parse however many objects a trace has. Masking keeps the length,
/// so a parse's byte ranges hold for every line of the shape.
///
/// Two messages with one shape differ only in masked bytes: decimal digits right after a letter (not
/// followed by `x`, so no `0x` is hidden), and the hexadecimal digits of an `0x` address that ends
/// the word (followed by punctuation, a space or the end, never by a letter or a digit). The parser reads such
/// bytes only by class (digit, hexadecimal, identifier) or inside a word it looks up; so the parse is
/// the same for the whole shape as long as no catalog key or class name holds a digit and no console
/// warning's literal text could begin inside an address (`isSound`).
enum MessageShape {
    /// Stands for a masked decimal digit.
    static let digit: UInt8 = 0x01
    /// Stands for a masked hexadecimal digit of an address.
    static let hexDigit: UInt8 = 0x02

    /// Room `mask` needs past the end of a message in the shape buffer: it writes whole words.
    static let slack = 8

    /// Writes the shape of `message` into `shape` (room for `message.count + slack` bytes): a copy,
    /// then each run of digits, found eight bytes at a time, masked when it names an object.
    static func mask(_ message: UnsafeBufferPointer<UInt8>, into shape: UnsafeMutablePointer<UInt8>) {
        guard let bytes = message.baseAddress else { return }
        let count = message.count
        shape.update(from: bytes, count: count)
        var index = 0
        while let start = nextDigit(bytes, count, from: index) {
            if bytes[start] == zero, start + 2 < count, bytes[start + 1] == ex, ASCII.isHexDigit(bytes[start + 2]) {
                let end = runEnd(bytes, count, from: start + 3, hexBits)
                if end == count || endsAddress(bytes[end]) { fill(shape, from: start + 2, to: end, with: hexDigit) }
                index = end
            } else if start > 0, ASCII.isLetter(bytes[start - 1]) || bytes[start - 1] == ASCII.underscore {
                let end = runEnd(bytes, count, from: start + 1, digitBits)
                if end == count || bytes[end] | 0x20 != ex { fill(shape, from: start, to: end, with: digit) }
                index = end
            } else {
                index = start + 1
            }
        }
    }

    /// The position of the first digit at or after `index`.
    @inline(__always)
    private static func nextDigit(_ bytes: UnsafePointer<UInt8>, _ count: Int, from index: Int) -> Int? {
        firstBit(bytes, count, from: index) { digitBits($0) }
    }

    /// The end of the run of bytes in a class (`classBits` marks them) that goes on from `index`.
    @inline(__always)
    private static func runEnd(_ bytes: UnsafePointer<UInt8>, _ count: Int, from index: Int, _ classBits: (UInt64) -> UInt64) -> Int {
        firstBit(bytes, count, from: index) { ~classBits($0) & 0x8080_8080_8080_8080 } ?? count
    }

    /// The first position at or after `index` whose byte `bits` flags (its high bit), eight bytes at a
    /// time; the last word is read overlapping the one before, so no byte is read alone.
    @inline(__always)
    private static func firstBit(_ bytes: UnsafePointer<UInt8>, _ count: Int, from index: Int, _ bits: (UInt64) -> UInt64) -> Int? {
        let raw = UnsafeRawPointer(bytes)
        var index = index
        while index + 8 <= count {
            let flagged = bits(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            if flagged != 0 { return index + flagged.trailingZeroBitCount / 8 }
            index += 8
        }
        guard index < count else { return nil }
        if count >= 8 {
            let skipped = UInt64(index - (count - 8)) * 8
            let flagged = bits(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) & (~0 &<< skipped)
            return flagged != 0 ? count - 8 + flagged.trailingZeroBitCount / 8 : nil
        }
        while index < count {
            if bits(UInt64(bytes[index])) & 0x80 != 0 { return index }
            index += 1
        }
        return nil
    }

    /// Overwrites `start..<end` of the shape with `byte`, a word at a time (the shape has `slack`).
    @inline(__always)
    private static func fill(_ shape: UnsafeMutablePointer<UInt8>, from start: Int, to end: Int, with byte: UInt8) {
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        let raw = UnsafeMutableRawPointer(shape)
        var index = start
        while index < end {
            let length = min(8, end - index)
            let keep: UInt64 = length == 8 ? 0 : ~0 &<< UInt64(length * 8)
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            raw.storeBytes(of: word & keep | pattern & ~keep, toByteOffset: index, as: UInt64.self)
            index += 8
        }
    }

    /// The high bit of every byte of `word` that is an ASCII digit.
    @inline(__always) private static func digitBits(_ word: UInt64) -> UInt64 {
        let low = word & 0x7F7F_7F7F_7F7F_7F7F
        let atLeastZero = low &+ 0x5050_5050_5050_5050
        let pastNine = low &+ 0x4646_4646_4646_4646
        return atLeastZero & ~pastNine & ~word & 0x8080_8080_8080_8080
    }

    /// The high bit of every byte of `word` that is a hexadecimal digit.
    @inline(__always) private static func hexBits(_ word: UInt64) -> UInt64 {
        let lowered = (word | 0x2020_2020_2020_2020) & 0x7F7F_7F7F_7F7F_7F7F
        let atLeastA = lowered &+ 0x1F1F_1F1F_1F1F_1F1F
        let pastF = lowered &+ 0x1919_1919_1919_1919
        return digitBits(word) | (atLeastA & ~pastF & ~word & 0x8080_8080_8080_8080)
    }

    /// Whether masking cannot change a parse with this catalog and these warnings; when it could, the
    /// reader caches exact messages only.
    static func isSound(keys: APIKeyTable, warnings: [ConsoleWarningPattern]) -> Bool {
        guard keys.isFreeOfDigits else { return false }
        // A literal cannot begin inside an address (`ConsoleWarningPattern` starts a literal that
        // begins with a letter or digit only at a word start), so only digits in literals matter.
        for pattern in warnings {
            for case .literal(let bytes) in pattern.parts where bytes.contains(where: ASCII.isDigit) { return false }
        }
        return true
    }

    private static let zero = UInt8(ascii: "0")
    private static let ex = UInt8(ascii: "x")

    /// A byte after which an address counts as a whole word: punctuation or a space, not a letter or
    /// a digit (`0x7f… Home.viewDidAppear(_:)` prints the address first).
    @inline(__always) private static func endsAddress(_ byte: UInt8) -> Bool {
        !ASCII.isIdentifier(byte)
    }
}
