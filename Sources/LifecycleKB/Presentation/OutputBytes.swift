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
}
