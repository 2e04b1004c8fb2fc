import Foundation

/// FNV-1a 64-bit content hashes: stable across runs and platforms (unlike Swift's seeded `Hasher`),
/// used to recognise already imported traces and pinned migration files.
public enum ContentHash {
    /// The hash of some bytes as 16 hex digits.
    public static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(format: "%016llx", hash)
    }
}
