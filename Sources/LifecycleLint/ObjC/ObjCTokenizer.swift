/// One token of Objective-C source: a word (identifiers and keywords, `@implementation` with its `@`),
/// a number, a string or character literal, or punctuation; comments, spaces and preprocessor lines
/// are dropped. Offsets index the file's bytes.
struct ObjCToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case word, number, string, punctuation }

    var kind: Kind
    var start: Int
    var end: Int
}

/// Splits Objective-C source into tokens in one pass over its bytes, each byte looked at a bounded
/// number of times: an unterminated comment or string ends at the end of the file, so no input can
/// make it loop or read out of bounds.
struct ObjCTokenizer {
    /// Two-byte operators: kept whole so `=` (assignment) is never mistaken for `==`, `->` for `-`.
    private static let pairs: Set<[UInt8]> = Set(
        ["==", "!=", "<=", ">=", "->", "&&", "||", "+=", "-=", "*=", "/=", "|=", "&=", "^=", "<<", ">>", "++", "--"].map { Array($0.utf8) })

    static func tokens(_ bytes: [UInt8]) -> [ObjCToken] {
        var tokens: [ObjCToken] = []
        var index = 0
        var atLineStart = true
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                atLineStart = true
                index += 1
                continue
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == 0x0C {
                index += 1
                continue
            }
            let start = index
            if byte == UInt8(ascii: "#") && atLineStart {
                index = endOfDirective(bytes, from: index)
                continue
            }
            atLineStart = false
            if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index < count, !(bytes[index] == UInt8(ascii: "*") && index + 1 < count && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                index = min(count, index + 2)
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
                || (byte == UInt8(ascii: "@") && index + 1 < count && bytes[index + 1] == UInt8(ascii: "\""))
            {
                if byte == UInt8(ascii: "@") { index += 1 }
                index = endOfQuoted(bytes, from: index)
                tokens.append(ObjCToken(kind: .string, start: start, end: index))
                continue
            }
            if isWordByte(byte) || (byte == UInt8(ascii: "@") && index + 1 < count && isWordByte(bytes[index + 1])) {
                index += 1
                while index < count, isWordByte(bytes[index]) { index += 1 }
                let isNumber = (0x30...0x39).contains(byte)
                tokens.append(ObjCToken(kind: isNumber ? .number : .word, start: start, end: index))
                continue
            }
            if index + 1 < count, pairs.contains([byte, bytes[index + 1]]) {
                index += 2
            } else {
                index += 1
            }
            tokens.append(ObjCToken(kind: .punctuation, start: start, end: index))
        }
        return tokens
    }

    /// Letters, digits, `_`, `$` and every byte of a non-ASCII character, as clang reads identifiers.
    static func isWordByte(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte | 0x20) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
            || byte >= 0x80
    }

    /// A string or character literal's end, past its closing quote; escapes skip one byte, and a
    /// literal never runs past its line.
    private static func endOfQuoted(_ bytes: [UInt8], from start: Int) -> Int {
        let quote = bytes[start]
        var index = start + 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == quote { return index + 1 }
            if byte == UInt8(ascii: "\n") { return index }
            index += 1
        }
        return bytes.count
    }

    /// A preprocessor line's end, following `\` line continuations.
    private static func endOfDirective(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                var back = index - 1
                while back > start, bytes[back] == UInt8(ascii: "\r") { back -= 1 }
                if bytes[back] != UInt8(ascii: "\\") { return index }
            }
            index += 1
        }
        return bytes.count
    }
}
