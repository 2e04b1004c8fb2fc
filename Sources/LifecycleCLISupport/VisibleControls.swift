/// Control characters in user data (a trace line, a name, a tag, a team rule's text) would reach
/// the terminal as commands: clipboard writes (OSC 52), erased lines, window titles. In text output
/// each is shown as a visible stand-in instead: C0 controls and DEL as their Unicode control
/// pictures (ESC as ␛, CR as ␍), C1 controls as `\u{9B}`; tab and line feed stay as they are.
enum VisibleControls {
    /// Whether any byte would be changed; most output has none, and is written as it is.
    static func needsChange(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte < 0x20 ? byte != 0x09 && byte != 0x0A : byte == 0x7F || (previous == 0xC2 && byte < 0xA0 && byte >= 0x80) {
                return true
            }
            previous = byte
        }
        return false
    }

    /// The bytes with every control character replaced by its stand-in.
    static func visible(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 && byte != 0x09 && byte != 0x0A || byte == 0x7F {
                // U+2400 + the code (U+2421 for DEL), in UTF-8.
                let picture = byte == 0x7F ? 0x21 : byte
                out += [0xE2, 0x90, 0x80 + picture]
            } else if byte == 0xC2, index + 1 < bytes.count, (0x80..<0xA0).contains(bytes[index + 1]) {
                let digits = Array("0123456789ABCDEF".utf8)
                out += Array("\\u{".utf8) + [digits[Int(bytes[index + 1] >> 4)], digits[Int(bytes[index + 1] & 0xF)], UInt8(ascii: "}")]
                index += 1
            } else {
                out.append(byte)
            }
            index += 1
        }
        return out
    }
}
