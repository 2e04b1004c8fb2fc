/// Maps short byte strings to dense integers without building a `String` per lookup, so the reader can
/// resolve API keys on the hot path; it only grows, so it holds the catalog's keys, never a trace's names.
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

    /// The index of a stored key, or nil.
    func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        find(bytes, hash: ByteStrings.hash(bytes))
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

    /// The index of a key given as a Swift string (start-up only).
    func find(_ text: String) -> Int? {
        Array(text.utf8).withUnsafeBufferPointer { find($0) }
    }

    /// Stores a key given as a Swift string (catalog keys at start-up) and returns its index.
    mutating func intern(_ text: String) -> Int {
        let bytes = Array(text.utf8)
        let hash = bytes.withUnsafeBufferPointer { ByteStrings.hash($0) }
        if let found = bytes.withUnsafeBufferPointer({ find($0, hash: hash) }) { return found }
        return insert(bytes, hash: hash)
    }

    /// The entry whose hash and bytes match.
    private func find(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
        var slot = Int(truncatingIfNeeded: hash) & mask
        return slots.withUnsafeBufferPointer { slots in
            arena.withUnsafeBufferPointer { arena in
                while true {
                    let entry = Int(slots[slot])
                    if entry < 0 { return nil }
                    let start = offsets[entry]
                    if hashes[entry] == hash, lengths[entry] == bytes.count,
                        bytes.isEmpty || ByteStrings.equal(arena.baseAddress! + start, bytes.baseAddress!, count: bytes.count)
                    {
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
