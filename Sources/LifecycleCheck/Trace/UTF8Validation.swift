/// Strict UTF-8 checking of one line, so a binary or mis-encoded trace fails at a located byte
/// instead of producing garbled events.
enum UTF8Validation {
    /// The offset of the first byte that is not valid UTF-8, or nil when the bytes are valid.
    static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            let length: Int
            let minimum: UInt32
            switch lead {
            case 0xC2...0xDF: length = 2; minimum = 0x80
            case 0xE0...0xEF: length = 3; minimum = 0x800
            case 0xF0...0xF4: length = 4; minimum = 0x10000
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

    /// The 1-based column (in Unicode scalars) of a byte offset.
    static func column(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var column = 1
        for index in 0..<min(offset, bytes.count) where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return column
    }
}
