/// The text of a JSON document, byte for byte what `JSONEncoder` writes with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (the format every command prints):
/// two-space indent, `"key" : value`, keys in byte order, an empty array or object as an empty line.
extension JSONValue {
    /// The pretty-printed text, without a final line break.
    public var prettyText: String {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(to: &out, depth: 0)
        return String(decoding: out, as: UTF8.self)
    }

    private func write(to out: inout [UInt8], depth: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): out.append(contentsOf: String(value).utf8)
        case .string(let text): JSONValue.writeString(text, to: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            JSONValue.writeItems(elements.count, to: &out, depth: depth) { out, index in
                elements[index].write(to: &out, depth: depth + 1)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            out.append(UInt8(ascii: "{"))
            JSONValue.writeItems(sorted.count, to: &out, depth: depth) { out, index in
                JSONValue.writeString(sorted[index].key, to: &out)
                out.append(contentsOf: " : ".utf8)
                sorted[index].value.write(to: &out, depth: depth + 1)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// The items of an array or object, each on its own line, one level deeper; none is an empty line.
    private static func writeItems(_ count: Int, to out: inout [UInt8], depth: Int, _ item: (inout [UInt8], Int) -> Void) {
        out.append(UInt8(ascii: "\n"))
        for index in 0..<count {
            indent(&out, depth + 1)
            item(&out, index)
            if index + 1 < count { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "\n"))
        }
        if count == 0 { out.append(UInt8(ascii: "\n")) }
        indent(&out, depth)
    }

    private static func indent(_ out: inout [UInt8], _ depth: Int) {
        for _ in 0..<depth { out.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: " ")]) }
    }

    /// A quoted string: quote, backslash and control characters escaped, everything else as is.
    private static func writeString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x08: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0C: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0..<0x20:
                let digits = Array("0123456789abcdef".utf8)
                out.append(contentsOf: "\\u00".utf8)
                out.append(digits[Int(byte >> 4)])
                out.append(digits[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
