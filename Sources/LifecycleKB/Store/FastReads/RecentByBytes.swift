#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Values made from a column's bytes that a stored trace repeats on every event (API ids, class
/// names), made once: a fixed table keyed by the bytes' hash, a collision replacing the older entry.
/// Stepping millions of rows, this spares a String and a dictionary lookup per row.
struct RecentByBytes<Value> {
    private var entries: [(bytes: [UInt8], value: Value)?]

    /// A table of `size` entries (a power of two).
    init(size: Int) {
        entries = Array(repeating: nil, count: size)
    }

    /// The value made from these bytes, made by `make` only when the table does not hold it.
    mutating func value(for bytes: UnsafeRawBufferPointer, _ make: () -> Value) -> Value {
        let slot = Int(truncatingIfNeeded: Self.hash(bytes)) & (entries.count - 1)
        if let entry = entries[slot], entry.bytes.count == bytes.count,
            entry.bytes.withUnsafeBytes({ bytes.count == 0 || memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 })
        {
            return entry.value
        }
        let value = make()
        entries[slot] = (Array(bytes), value)
        return value
    }

    /// A multiplicative hash a word at a time (the last word overlapping the one before).
    private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        guard bytes.count >= 8 else {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            return hash ^ hash >> 29
        }
        var index = 0
        while index < bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: min(index, bytes.count - 8), as: UInt64.self)
            hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 31
            index += 8
        }
        return hash
    }
}

extension RecentByBytes: Sendable where Value: Sendable {}
