import LifecycleModel

/// Reads JSON text into a `JSONValue`, byte by byte, for the stored rule definitions `check` loads at
/// every start: with `JSONValueDecoder` it replaces `JSONDecoder`, whose first use of each `Codable`
/// type costs the runtime's conformance lookups (a third of a short `check`'s start-up). Numbers
/// other than integers are refused (rules hold none): the caller then falls back to `JSONDecoder`.
struct JSONValueParser {
    /// Why the text could not be read; the caller does not show it, it decodes again with `JSONDecoder`.
    struct Refused: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    /// The value `text` holds, which must be all of it (surrounding white space aside).
    static func parse(_ text: String) throws(Refused) -> JSONValue {
        var text = text
        let parsed: Result<JSONValue, Refused> = text.withUTF8 { bytes in
            var parser = JSONValueParser(bytes: bytes)
            return Result { () throws(Refused) in
                let value = try parser.value()
                parser.skipWhiteSpace()
                guard parser.position == bytes.count else { throw Refused() }
                return value
            }
        }
        return try parsed.get()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private mutating func value() throws(Refused) -> JSONValue {
        skipWhiteSpace()
        guard position < bytes.count else { throw Refused() }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default: return .int(try integer())
        }
    }

    private mutating func object() throws(Refused) -> JSONValue {
        var members: [JSONValue.Member] = []
        try elements(closing: UInt8(ascii: "}")) { parser throws(Refused) in
            parser.skipWhiteSpace()
            guard parser.position < parser.bytes.count, parser.bytes[parser.position] == UInt8(ascii: "\"") else { throw Refused() }
            let key = try parser.string()
            parser.skipWhiteSpace()
            guard parser.take(UInt8(ascii: ":")) else { throw Refused() }
            members.append(JSONValue.Member(key, try parser.value()))
        }
        return .object(members)
    }

    private mutating func array() throws(Refused) -> JSONValue {
        var elements: [JSONValue] = []
        try self.elements(closing: UInt8(ascii: "]")) { parser throws(Refused) in elements.append(try parser.value()) }
        return .array(elements)
    }

    /// The comma-separated parts of an object or array, from its opening byte to `closing`.
    private mutating func elements(closing: UInt8, _ element: (inout JSONValueParser) throws(Refused) -> Void) throws(Refused) {
        position += 1
        skipWhiteSpace()
        if take(closing) { return }
        repeat {
            try element(&self)
            skipWhiteSpace()
        } while take(UInt8(ascii: ","))
        guard take(closing) else { throw Refused() }
    }

    /// A string from its opening quote; the text between escapes is copied as it is (valid UTF-8,
    /// as the stored text came from a `String`).
    private mutating func string() throws(Refused) -> String {
        position += 1
        var scalars: [UInt8] = []
        var start = position
        // Most strings have no escape: taken straight from the bytes.
        if let end = bytes[position...].firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }),
            bytes[end] == UInt8(ascii: "\"")
        {
            position = end + 1
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                scalars.append(contentsOf: bytes[start..<position])
                position += 1
                return String(decoding: scalars, as: UTF8.self)
            }
            if byte < 0x20 { throw Refused() }
            if byte == UInt8(ascii: "\\") {
                scalars.append(contentsOf: bytes[start..<position])
                try escape(into: &scalars)
                start = position
            } else {
                position += 1
            }
        }
        throw Refused()
    }

    /// One escape after its backslash, appended as UTF-8.
    private mutating func escape(into scalars: inout [UInt8]) throws(Refused) {
        guard position + 1 < bytes.count else { throw Refused() }
        let letter = bytes[position + 1]
        position += 2
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(letter)
        case UInt8(ascii: "b"): scalars.append(0x08)
        case UInt8(ascii: "f"): scalars.append(0x0C)
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "r"): scalars.append(0x0D)
        case UInt8(ascii: "t"): scalars.append(0x09)
        case UInt8(ascii: "u"):
            var code = try hexQuad()
            if (0xD800..<0xDC00).contains(code) {
                guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")) else { throw Refused() }
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low) else { throw Refused() }
                code = 0x10000 + (code - 0xD800) << 10 + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw Refused() }
            scalars.append(contentsOf: UTF8.encode(scalar)!)
        default: throw Refused()
        }
    }

    private mutating func hexQuad() throws(Refused) -> UInt32 {
        guard position + 4 <= bytes.count else { throw Refused() }
        var code: UInt32 = 0
        for byte in bytes[position..<(position + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Refused()
            }
            code = code << 4 | UInt32(digit)
        }
        position += 4
        return code
    }

    /// An integer; a fraction or an exponent is refused.
    private mutating func integer() throws(Refused) -> Int {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") || bytes[position] | 0x20 == UInt8(ascii: "e") {
            throw Refused()
        }
        let digits = bytes[start..<position].drop { $0 == UInt8(ascii: "-") }
        // JSON writes no leading zeros.
        guard digits.first != UInt8(ascii: "0") || digits.count == 1,
            let number = Int(String(decoding: bytes[start..<position], as: UTF8.self))
        else { throw Refused() }
        return number
    }

    private mutating func literal(_ word: StaticString) throws(Refused) {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count,
            bytes[position..<(position + count)].elementsEqual(UnsafeBufferPointer(start: word.utf8Start, count: count))
        else { throw Refused() }
        position += count
    }

    /// Steps over `byte` if it is next.
    private mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func skipWhiteSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }
}
