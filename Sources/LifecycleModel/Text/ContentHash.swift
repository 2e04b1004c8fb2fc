import Foundation

/// FNV-1a 64-bit content hashes: stable across runs and platforms (unlike Swift's seeded `Hasher`),
/// used to recognise already imported traces and pinned migration files.
public enum ContentHash {
    /// The hash of some bytes as 16 hex digits.
    public static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hasher = ContentHasher()
        Array(bytes).withUnsafeBytes { hasher.update($0) }
        return hasher.hex
    }
}

/// An FNV-1a 64-bit hash fed in pieces, for files read in chunks.
public struct ContentHasher: Sendable {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func update(_ bytes: UnsafeRawBufferPointer) {
        var hash = state
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        state = hash
    }

    /// The hash so far as 16 hex digits.
    public var hex: String { String(format: "%016llx", state) }
}
