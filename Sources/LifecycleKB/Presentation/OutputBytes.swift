/// Text written straight into a byte buffer: streaming millions of events (`traces show`) cannot
/// afford a `String` interpolation or a `JSONEncoder` per event.
public enum OutputBytes {
    /// Appends the decimal digits of `value`, as `String(value)` writes them.
    public static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = out.count
        repeat {
            out.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        out[start...].reverse()
    }

    /// Appends a string's UTF-8 bytes.
    public static func append(_ text: String, to out: inout [UInt8]) {
        out.append(contentsOf: text.utf8)
    }

    /// Appends a string as a JSON string literal, escaped as `JSONEncoder` escapes it with
    /// `.withoutEscapingSlashes`: quote, backslash and control characters only.
    public static func appendJSONString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        let clean =
            text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
                guard !bytes.contains(where: needsEscape) else { return false }
                out.append(contentsOf: bytes)
                return true
            } ?? false
        if !clean {
            for byte in text.utf8 {
                guard needsEscape(byte) else {
                    out.append(byte)
                    continue
                }
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
                case 0x08: out.append(UInt8(ascii: "b"))
                case 0x0C: out.append(UInt8(ascii: "f"))
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                case 0x09: out.append(UInt8(ascii: "t"))
                default:
                    out.append(contentsOf: "u00".utf8)
                    out.append(hexDigits[Int(byte >> 4)])
                    out.append(hexDigits[Int(byte & 0xF)])
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
}
