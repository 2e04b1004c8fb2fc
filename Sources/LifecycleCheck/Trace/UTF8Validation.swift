/// Strict UTF-8 checking of one line, so a binary or mis-encoded trace fails at a located byte
/// instead of producing garbled events.
enum UTF8Validation {
    /// The offset of the first byte that is not valid UTF-8, or nil when the bytes are valid.
    static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        while index < count {
            // Runs of ASCII (most of a line with a few non-ASCII names) are skipped a word at a time.
            while index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & highs == 0 { index += 8 }
            guard index < count else { break }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            let minimum: UInt32
            switch lead {
            case 0xC2...0xDF:
                length = 2
                minimum = 0x80
            case 0xE0...0xEF:
                length = 3
                minimum = 0x800
            case 0xF0...0xF4:
                length = 4
                minimum = 0x10000
            default: return index
            }
            guard index + length <= count else { return index }
            var scalar = UInt32(lead) & (0xFF >> (length + 1))
            for offset in 1..<length {
                let byte = bytes[index + offset]
                guard byte & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(byte & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return index }
            index += length
        }
        return nil
    }

    /// The 1-based column (in Unicode scalars) of a byte offset: the bytes before it that do not
    /// continue a scalar, counted a word at a time.
    static func column(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let end = min(offset, bytes.count)
        guard let base = bytes.baseAddress else { return 1 }
        let raw = UnsafeRawPointer(base)
        var continuations = 0
        var index = 0
        while index + 8 <= end {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // A continuation byte is 10xxxxxx: high bit set, next bit clear.
            continuations += (word & ~(word << 1) & highs).nonzeroBitCount
            index += 8
        }
        while index < end {
            if bytes[index] & 0xC0 == 0x80 { continuations += 1 }
            index += 1
        }
        return end - continuations + 1
    }

    private static let highs: UInt64 = 0x8080_8080_8080_8080
}
