/// Word-at-a-time scanning for line breaks and non-ASCII bytes, the one pass every byte of a trace
/// goes through.
enum LineBreaks {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080
    private static let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A

    /// The offset of the next `\n` at or after `start`, and whether the bytes before it are all ASCII.
    @inline(__always)
    static func next(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (offset: Int, ascii: Bool)? {
        guard let base = bytes.baseAddress else { return nil }
        var index = start
        let count = bytes.count
        let raw = UnsafeRawPointer(base)
        var seen: UInt64 = 0
        while index + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let match = word ^ newlines
            // The lowest flagged byte is the first newline (the trick only over-reports above it).
            let found = (match &- ones) & ~match & highs
            if found != 0 {
                let bits = found.trailingZeroBitCount &- 7
                let before = bits == 0 ? 0 : word & (~0 &>> UInt64(64 &- bits))
                return (index &+ bits / 8, (seen | before) & highs == 0)
            }
            seen |= word
            index &+= 8
        }
        var tail: UInt8 = 0
        while index < count {
            let byte = base[index]
            if byte == ASCII.newline { return (index, seen & highs == 0 && tail < 0x80) }
            tail |= byte
            index &+= 1
        }
        return nil
    }

    /// Whether every byte is below 0x80, so columns are byte offsets and no UTF-8 check is needed.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var seen: UInt8 = 0
        for byte in bytes { seen |= byte }
        return seen < 0x80
    }
}
