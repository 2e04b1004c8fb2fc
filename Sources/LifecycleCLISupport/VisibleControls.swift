import LifecycleModel

/// Control characters in user data (a trace line, a name, a tag, a team rule's text) would reach
/// the terminal as commands: clipboard writes (OSC 52), erased lines, window titles. In text output
/// each is shown as a visible stand-in instead: C0 controls and DEL as their Unicode control
/// pictures (ESC as ␛, CR as ␍), C1 controls as `\u{9B}`; tab and line feed stay as they are.
enum VisibleControls {
    /// Whether any byte would be changed; most output has none, and is written as it is. Eight bytes
    /// are screened at a time (a cold `ask --format json` writes 120 KB, and the byte loop was a
    /// twentieth of it); `visible` is the plain twin it is tested against.
    static func needsChange(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return false }
        var index = 0
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let (controls, leadBytes) = screen(word)
            if controls { return true }
            if leadBytes, (index..<index + 8).contains(where: { changes(bytes, at: $0) }) { return true }
            index += 8
        }
        return (index..<bytes.count).contains { changes(bytes, at: $0) }
    }

    /// Whether the word holds a C0 control other than tab and line feed, or DEL; and whether it holds
    /// 0xC2, the lead byte of a C1 control, which only the next byte tells.
    private static func screen(_ word: UInt64) -> (controls: Bool, leadBytes: Bool) {
        let controls =
            ByteWord.controlBytes(word) & ~ByteWord.bytes(word, equalTo: 0x09) & ~ByteWord.bytes(word, equalTo: 0x0A)
            | ByteWord.bytes(word, equalTo: 0x7F)
        return (controls != 0, ByteWord.bytes(word, equalTo: 0xC2) != 0)
    }

    /// Whether the byte at `index` is shown otherwise: a C0 control other than tab and line feed, DEL,
    /// or the first byte of a C1 control.
    private static func changes(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let byte = bytes[index]
        if byte < 0x20 { return byte != 0x09 && byte != 0x0A }
        if byte == 0x7F { return true }
        return byte == 0xC2 && index + 1 < bytes.count && (0x80..<0xA0).contains(bytes[index + 1])
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
