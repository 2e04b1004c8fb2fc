/// Strict UTF-8 checking of one line, so a binary or mis-encoded trace fails at a located byte
/// instead of producing garbled events.
enum UTF8Validation {
    /// What one pass over a line found: the first bad byte, and enough about its multi-byte scalars
    /// to give most columns without a second pass.
    struct Scan {
        /// The offset of the first byte that is not valid UTF-8, or nil when the bytes are valid.
        var firstInvalid: Int?
        /// Continuation bytes before `nonASCIIEnd` (all of them when the line is valid).
        var continuations = 0
        /// The offset just past the last multi-byte scalar read.
        var nonASCIIEnd = 0

        /// The 1-based column (in Unicode scalars) of a byte offset of the scanned line: counted
        /// from the scan when the offset is past every multi-byte scalar (a method name after a
        /// non-ASCII tag or dash), else counted again.
        func column(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
            guard firstInvalid == nil, offset >= nonASCIIEnd else { return UTF8Validation.column(of: offset, in: bytes) }
            return offset - continuations + 1
        }
    }

    /// The offset of the first byte that is not valid UTF-8, or nil when the bytes are valid.
    static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        scan(bytes).firstInvalid
    }

    /// Validates a line in one pass: runs of ASCII (most of a line with a few non-ASCII names) are
    /// skipped a word at a time, the last one too, straight to the next byte with its high bit set.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Scan {
        var scan = Scan()
        var index = 0
        let count = bytes.count
        guard let base = bytes.baseAddress else { return scan }
        let raw = UnsafeRawPointer(base)
        while index < count {
            if index &+ 8 <= count {
                // Little-endian: the lowest set high bit is the first non-ASCII byte of the word.
                let highBits = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self).littleEndian & highs
                if highBits == 0 {
                    index &+= 8
                    continue
                }
                index &+= highBits.trailingZeroBitCount >> 3
            } else if count >= 8 {
                // The last bytes, read as the word that ends the line (the bytes before `index` in it
                // were read already), so the end of a line is never checked a byte at a time.
                let skipped = UInt64(index - (count - 8)) * 8
                let highBits = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self).littleEndian & highs & (~0 << skipped)
                if highBits == 0 { break }
                index = count - 8 + highBits.trailingZeroBitCount >> 3
            }
            let lead = base[index]
            if lead < 0x80 {
                index &+= 1
                continue
            }
            let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            guard lead >= 0xC2, lead <= 0xF4, index &+ length <= count, isScalar(base + index, lead, length) else {
                scan.firstInvalid = index
                return scan
            }
            index &+= length
            scan.continuations &+= length &- 1
            scan.nonASCIIEnd = index
        }
        return scan
    }

    /// Whether a lead byte (C2 to F4) and the `length - 1` bytes after it are one scalar: continuation
    /// bytes, the first of them in the range the lead allows (Unicode's table of well-formed
    /// sequences), which rules out overlong forms, surrogates and scalars past U+10FFFF without
    /// decoding the scalar.
    @inline(__always)
    private static func isScalar(_ bytes: UnsafePointer<UInt8>, _ lead: UInt8, _ length: Int) -> Bool {
        let (low, high): (UInt8, UInt8) =
            switch lead {
            case 0xE0: (0xA0, 0xBF)
            case 0xED: (0x80, 0x9F)
            case 0xF0: (0x90, 0xBF)
            case 0xF4: (0x80, 0x8F)
            default: (0x80, 0xBF)
            }
        guard bytes[1] >= low, bytes[1] <= high else { return false }
        for offset in 2..<length where bytes[offset] & 0xC0 != 0x80 { return false }
        return true
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
