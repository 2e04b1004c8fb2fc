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
            // An object built in key order needs no sort, and checking costs less than sorting.
            let inOrder = members.indices.dropFirst().allSatisfy { !JSONValue.precedes(members[$0].key, members[$0 - 1].key) }
            let order = inOrder ? Array(members.indices) : members.indices.sorted { JSONValue.precedes(members[$0].key, members[$1].key) }
            out.append(UInt8(ascii: "{"))
            JSONValue.writeItems(order.count, to: &out, depth: depth) { out, index in
                JSONValue.appendString(members[order[index]].key, to: &out)
                out.append(contentsOf: JSONValue.separator)
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
        let width = 2 * depth
        if width <= spaces.count {
            out.append(contentsOf: spaces[..<width])
        } else {
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
        }
    }

    /// The indent of every depth an answer reaches, copied in one piece (repeating a space was a
    /// tenth of writing a long answer).
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 32)

    /// What stands between a key and its value.
    private static let separator = Array(" : ".utf8)

    /// Appends a quoted string: quote, backslash and control characters escaped, everything else as
    /// is (`JSONEncoder` with `.withoutEscapingSlashes`). Streams that write JSON without a
    /// `JSONValue` (`traces show`) use it too.
    public static func appendString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            // Runs with nothing to escape (nearly all of a document) are copied whole.
            var start = 0
            while let found = nextEscaped(in: bytes, from: start) {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<found]))
                writeEscaped(bytes[found], to: &out)
                start = found + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Where the next byte `appendString` escapes is, from `index` on. Eight bytes are screened at
    /// a time (the byte loop was a quarter of writing a 120 KB answer); `needsEscape` is the plain
    /// test each screened word is checked with, and the tests compare the text with `JSONEncoder`'s.
    private static func nextEscaped(in bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
        var index = index
        if let base = UnsafeRawPointer(bytes.baseAddress) {
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                if mayNeedEscape(word) { break }
                index += 8
            }
        }
        while index < bytes.count {
            if needsEscape(bytes[index]) { return index }
            index += 1
        }
        return nil
    }

    /// Whether a byte is escaped: a quote, a backslash or a control character.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Whether any byte of the word needs escaping.
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        ByteWord.controlBytes(word) | ByteWord.bytes(word, equalTo: UInt8(ascii: "\"")) | ByteWord.bytes(word, equalTo: UInt8(ascii: "\\"))
            != 0
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
