/// Tests of eight bytes at once, for the screens that step over runs of plain bytes a word at a time
/// (`JSONValue` looking for a byte to escape, the terminal for a control character). Each per-byte
/// test is exact: a byte's 7 low bits plus a constant below 0x80 never carry into the next byte.
public enum ByteWord {
    @usableFromInline static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    @usableFromInline static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Eight copies of `byte`.
    @inlinable public static func repeating(_ byte: UInt8) -> UInt64 {
        UInt64(byte) &* 0x0101_0101_0101_0101
    }

    /// The high bit of every byte of `word` that is zero.
    @inlinable public static func zeroBytes(_ word: UInt64) -> UInt64 {
        ~(((word & lowBits) &+ lowBits) | word) & highBits
    }

    /// The high bit of every byte of `word` that equals `byte`.
    @inlinable public static func bytes(_ word: UInt64, equalTo byte: UInt8) -> UInt64 {
        zeroBytes(word ^ repeating(byte))
    }

    /// The high bit of every byte of `word` below 0x20: the C0 controls.
    @inlinable public static func controlBytes(_ word: UInt64) -> UInt64 {
        ~(((word & lowBits) &+ repeating(0x60)) | word) & highBits
    }
}
