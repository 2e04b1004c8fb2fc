/// Hashing and comparing short byte strings a word at a time, without `String`s or calls into libc:
/// the primitives of every table the reader looks lines up in.
enum ByteStrings {
    /// A multiplicative hash over two interleaved lanes of words, so the multiplications of a 60-byte
    /// message overlap instead of waiting on each other.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64 = 0x9E37_79B9_7F4A_7C15) -> UInt64 {
        let count = bytes.count
        var first = seed ^ UInt64(count)
        var second = seed &* 0xD6E8_FEB8_6659_FD93
        guard let base = bytes.baseAddress else { return first }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 16 <= count {
            first = (first ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            second = (second ^ raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            first ^= first >> 31
            second ^= second >> 29
            index += 16
        }
        if index + 8 <= count {
            first = (first ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            first ^= first >> 31
            index += 8
        }
        var tail: UInt64 = 0
        if index < count {
            if count >= 8 {
                // The last eight bytes, overlapping words already mixed: no byte loop.
                tail = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            } else {
                var shift: UInt64 = 0
                while index < count {
                    tail |= UInt64(base[index]) &<< shift
                    shift += 8
                    index += 1
                }
            }
        }
        var hash = (first ^ (second &<< 32 | second &>> 32) ^ tail) &* 0x94D0_49BB_1331_11EB
        hash ^= hash >> 29
        return hash
    }

    /// Whether `count` bytes at `a` and at `b` are equal.
    @inline(__always)
    static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        let left = UnsafeRawPointer(a)
        let right = UnsafeRawPointer(b)
        guard count >= 8 else {
            for index in 0..<count where a[index] != b[index] { return false }
            return true
        }
        var index = 0
        while index + 8 <= count {
            if left.loadUnaligned(fromByteOffset: index, as: UInt64.self) != right.loadUnaligned(fromByteOffset: index, as: UInt64.self) {
                return false
            }
            index += 8
        }
        return index == count
            || left.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                == right.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }
}
