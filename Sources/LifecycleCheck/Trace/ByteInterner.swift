import Foundation

/// Maps short byte strings to dense integers without building a `String` per lookup, so the reader can
/// intern receivers and resolve API keys on the hot path.
struct ByteInterner {
    private var slots: [Int32]
    private var hashes: [UInt64] = []
    private var offsets: [Int] = []
    private var lengths: [Int] = []
    private var arena: [UInt8] = []
    private var mask: Int

    init(capacity: Int = 64) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: -1, count: size)
        mask = size - 1
    }

    /// A word-at-a-time multiplicative hash: keys are 5–40 bytes, so this is a few multiplications.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64 = 0x9E37_79B9_7F4A_7C15) -> UInt64 {
        var hash = seed ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= bytes.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 31
            index += 8
        }
        var tail: UInt64 = 0
        if index < bytes.count {
            if bytes.count >= 8 {
                // The last eight bytes, overlapping words already mixed: no byte loop.
                tail = raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
            } else {
                var shift: UInt64 = 0
                while index < bytes.count {
                    tail |= UInt64(base[index]) << shift
                    shift += 8
                    index += 1
                }
            }
        }
        hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
        return hash ^ (hash >> 29)
    }

    /// The index of a stored key, or nil.
    func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        find(bytes, hash: Self.hash(bytes))
    }

    /// The index of the key that `bytes` normalize to (letters lowercased, everything but letters and
    /// digits dropped: `viewWillAppear(_:)` → `viewwillappear`), normalizing on the stack.
    func find(normalizing bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { buffer in
            var count = 0
            for byte in bytes {
                let lower = byte | 0x20
                if lower &- 97 < 26 {
                    buffer[count] = lower
                    count += 1
                } else if byte &- 48 < 10 {
                    buffer[count] = byte
                    count += 1
                }
            }
            return find(UnsafeBufferPointer(rebasing: buffer[0..<count]))
        }
    }

    /// The index of the key `bytes` in the namespace `prefix`, storing it first when it is new; the
    /// prefix keeps kinds of keys apart (an address and a class with the same spelling).
    mutating func intern(prefix: UInt8, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let hash = Self.hash(bytes, seed: 0x9E37_79B9_7F4A_7C15 &* UInt64(prefix))
        if let found = find(bytes, hash: hash, prefix: prefix) { return found }
        return insert([prefix] + Array(bytes), hash: hash)
    }

    /// The index of a key given as a Swift string (start-up only).
    func find(_ text: String) -> Int? {
        Array(text.utf8).withUnsafeBufferPointer { find($0) }
    }

    /// Stores a key given as a Swift string (catalog keys at start-up) and returns its index.
    mutating func intern(_ text: String) -> Int {
        let bytes = Array(text.utf8)
        let hash = bytes.withUnsafeBufferPointer { Self.hash($0) }
        if let found = bytes.withUnsafeBufferPointer({ find($0, hash: hash) }) { return found }
        return insert(bytes, hash: hash)
    }

    /// The entry whose hash and bytes match; a prefixed key is stored with its prefix byte first.
    private func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, prefix: UInt8? = nil) -> Int? {
        var slot = Int(truncatingIfNeeded: hash) & mask
        let skip = prefix == nil ? 0 : 1
        return slots.withUnsafeBufferPointer { slots in
            arena.withUnsafeBufferPointer { arena in
                while true {
                    let entry = Int(slots[slot])
                    if entry < 0 { return nil }
                    let start = offsets[entry]
                    if hashes[entry] == hash, lengths[entry] == bytes.count + skip,
                       prefix.map({ arena[start] == $0 }) ?? true,
                       bytes.isEmpty || memcmp(arena.baseAddress! + start + skip, bytes.baseAddress!, bytes.count) == 0 {
                        return entry
                    }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    private mutating func insert(_ key: [UInt8], hash: UInt64) -> Int {
        let index = offsets.count
        hashes.append(hash)
        offsets.append(arena.count)
        lengths.append(key.count)
        arena.append(contentsOf: key)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index)
        if offsets.count * 2 > slots.count { grow() }
        return index
    }

    private mutating func grow() {
        let size = slots.count * 2
        slots = Array(repeating: -1, count: size)
        mask = size - 1
        for entry in 0..<offsets.count {
            var slot = Int(truncatingIfNeeded: hashes[entry]) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry)
        }
    }
}
