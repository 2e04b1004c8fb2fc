/// Byte classes the readers test on the hot path, kept branch-light and free of Foundation.
enum ASCII {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let colon = UInt8(ascii: ":")
    static let dot = UInt8(ascii: ".")
    static let comma = UInt8(ascii: ",")
    static let equals = UInt8(ascii: "=")
    static let hash = UInt8(ascii: "#")
    static let slash = UInt8(ascii: "/")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let underscore = UInt8(ascii: "_")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openAngle = UInt8(ascii: "<")
    static let closeAngle = UInt8(ascii: ">")
    static let semicolon = UInt8(ascii: ";")
    static let backtick = UInt8(ascii: "`")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")

    @inline(__always) static func isSpace(_ byte: UInt8) -> Bool { byte == space || byte == tab }
    @inline(__always) static func isDigit(_ byte: UInt8) -> Bool { byte &- 48 < 10 }
    @inline(__always) static func isUpper(_ byte: UInt8) -> Bool { byte &- 65 < 26 }
    @inline(__always) static func isLower(_ byte: UInt8) -> Bool { byte &- 97 < 26 }
    @inline(__always) static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 97 < 26 }
    @inline(__always) static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
    @inline(__always) static func isIdentifier(_ byte: UInt8) -> Bool { isAlphanumeric(byte) || byte == underscore }
    @inline(__always) static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || (byte | 0x20) &- 97 < 6 }

    /// The byte as it appears in a normalized lookup key: lowercase letter or digit, or nil when dropped.
    @inline(__always) static func keyByte(_ byte: UInt8) -> UInt8? {
        if isLower(byte) || isDigit(byte) { return byte }
        if isUpper(byte) { return byte | 0x20 }
        return nil
    }
}
