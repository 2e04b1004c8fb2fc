/// The text of a JSON document, byte for byte what `JSONEncoder` writes with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (the format every command prints):
/// two-space indent, `"key" : value`, keys in byte order, an empty array or object as an empty line.
extension JSONValue {
    /// The pretty-printed text, without a final line break.
    public var prettyText: String {
        String(decoding: prettyLine.dropLast(), as: UTF8.self)
    }

    /// The same text's bytes and a line break, as a command prints it: a long answer (120 KB) is
    /// then neither checked as UTF-8 again nor copied to append the break.
    public var prettyLine: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(to: &out, depth: 0)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    private func write(to out: inout [UInt8], depth: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value): out.append(contentsOf: String(value).utf8)
        case .string(let text): JSONValue.appendString(text, to: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            JSONValue.writeItems(elements.count, to: &out, depth: depth) { out, index in
                elements[index].write(to: &out, depth: depth + 1)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            // Positions are sorted, not members: moving a member retains and releases its key and value.
            let order = members.indices.sorted { JSONValue.precedes(members[$0].key, members[$1].key) }
            out.append(UInt8(ascii: "{"))
            JSONValue.writeItems(order.count, to: &out, depth: depth) { out, index in
                JSONValue.appendString(members[order[index]].key, to: &out)
                out.append(contentsOf: " : ".utf8)
                members[order[index]].value.write(to: &out, depth: depth + 1)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Whether key `a` comes first in byte order, as `.sortedKeys` orders keys.
    private static func precedes(_ a: String, _ b: String) -> Bool {
        let contiguous = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in
                for index in 0..<min(x.count, y.count) where x[index] != y[index] { return x[index] < y[index] }
                return x.count < y.count
            }
        }
        return contiguous.flatMap { $0 } ?? a.utf8.lexicographicallyPrecedes(b.utf8)
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
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    /// Appends a quoted string: quote, backslash and control characters escaped, everything else as
    /// is (`JSONEncoder` with `.withoutEscapingSlashes`). Streams that write JSON without a
    /// `JSONValue` (`traces show`) use it too.
    public static func appendString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            // Runs with nothing to escape (nearly all of a document) are copied whole.
            var start = 0
            for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                writeEscaped(byte, to: &out)
                start = index + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// A byte `appendString` escapes: a backslash, then the letter or the code.
    private static func writeEscaped(_ byte: UInt8, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
        case 0x08: out.append(UInt8(ascii: "b"))
        case 0x09: out.append(UInt8(ascii: "t"))
        case 0x0A: out.append(UInt8(ascii: "n"))
        case 0x0C: out.append(UInt8(ascii: "f"))
        case 0x0D: out.append(UInt8(ascii: "r"))
        default:
            let digits = Array("0123456789abcdef".utf8)
            out.append(contentsOf: "u00".utf8)
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0xF)])
        }
    }
}
