/// The names of the live objects (tags, class names, addresses), each mapped to the slot of the object
/// it names. Names are looked up straight from a line's bytes and removed when their object's life
/// ends, so the table holds what is live, not everything a trace ever named: open addressing with
/// backward-shift deletion. A name of up to 16 bytes (a tag, an address) is kept in its entry, so
/// finding it reads two cache lines, not three; longer ones live in one arena compacted when mostly
/// garbage.
struct LiveNameTable {
    /// What a name is; the same spelling as a tag and as a class are different names.
    enum Kind: UInt8 {
        case tag, className, address
    }

    private struct Entry {
        var hash: UInt64
        /// A short name's bytes, zero-padded (`words`); zero for a name in the arena.
        var inline: (UInt64, UInt64)
        /// Where a long name's bytes start in the arena.
        var offset: Int32
        var length: Int32
        /// The slot of the object named, -1 once the entry is removed.
        var object: Int32
        var kind: Kind
    }

    /// Per bucket: the entry index plus one (0 when empty) in the low half, the hash's high half
    /// above it, so a probe rarely reads an entry that does not match.
    private var buckets: [UInt64]
    private var mask: Int
    private var entries: [Entry] = []
    private var freeEntries: [Int32] = []
    private var arena: [UInt8] = []
    /// Arena bytes that belong to live entries; the rest is garbage left by removals.
    private var liveBytes = 0
    /// Names in the table.
    private(set) var count = 0

    /// Names up to this long are kept in their entry.
    private static let inlineLength = 16

    init() {
        buckets = Array(repeating: 0, count: 256)
        mask = 255
    }

    /// The slot of the object a name names, or nil; `hash` is `LiveNameTable.hash(kind, bytes)`.
    func find(_ kind: Kind, _ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int32? {
        let fingerprint = hash >> 32
        let inline = bytes.count <= Self.inlineLength ? Self.words(bytes) : nil
        var bucket = Int(truncatingIfNeeded: hash) & mask
        return buckets.withUnsafeBufferPointer { buckets in
            entries.withUnsafeBufferPointer { entries in
                arena.withUnsafeBufferPointer { arena in
                    while true {
                        let value = buckets[bucket]
                        if value == 0 { return nil }
                        if value >> 32 == fingerprint {
                            let entry = entries[Int(truncatingIfNeeded: value & 0xFFFF_FFFF) - 1]
                            if entry.hash == hash, entry.kind == kind, Int(entry.length) == bytes.count {
                                if let inline {
                                    if entry.inline == inline { return entry.object }
                                } else if ByteStrings.equal(arena.baseAddress! + Int(entry.offset), bytes.baseAddress!, count: bytes.count)
                                {
                                    return entry.object
                                }
                            }
                        }
                        bucket = (bucket + 1) & mask
                    }
                }
            }
        }
    }

    /// Adds a name (not in the table) for `object`; returns its entry.
    mutating func insert(_ kind: Kind, _ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, object: Int32) -> Int32 {
        var entry = Entry(hash: hash, inline: (0, 0), offset: 0, length: Int32(bytes.count), object: object, kind: kind)
        if let inline = bytes.count <= Self.inlineLength ? Self.words(bytes) : nil {
            entry.inline = inline
        } else {
            if arena.count > 2 * liveBytes + 4096 { compact() }
            entry.offset = Int32(arena.count)
            arena.append(contentsOf: bytes)
            liveBytes += bytes.count
        }
        let index: Int32
        if let free = freeEntries.popLast() {
            index = free
            entries[Int(free)] = entry
        } else {
            index = Int32(entries.count)
            entries.append(entry)
        }
        place(index)
        count += 1
        if count * 2 > buckets.count { grow() }
        return index
    }

    /// Moves a name to another object (a new life under the same name).
    mutating func rebind(_ entry: Int32, to object: Int32) {
        entries[Int(entry)].object = object
    }

    /// Removes a name; its entry may be reused by the next insertion.
    mutating func remove(_ entry: Int32) {
        let value = UInt64(entry) + 1
        var bucket = Int(truncatingIfNeeded: entries[Int(entry)].hash) & mask
        while buckets[bucket] & 0xFFFF_FFFF != value { bucket = (bucket + 1) & mask }
        // Backward-shift deletion: move later members of the probe run into the hole, so lookups
        // never need tombstones.
        var hole = bucket
        var next = (hole + 1) & mask
        while buckets[next] != 0 {
            let home = Int(truncatingIfNeeded: entries[Int(buckets[next] & 0xFFFF_FFFF) - 1].hash) & mask
            if (next - home) & mask >= (next - hole) & mask {
                buckets[hole] = buckets[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        buckets[hole] = 0
        if entries[Int(entry)].length > Self.inlineLength { liveBytes -= Int(entries[Int(entry)].length) }
        entries[Int(entry)].object = -1
        freeEntries.append(entry)
        count -= 1
    }

    /// The hash a name is filed under; the reading thread computes it ahead for the checking thread.
    static func hash(_ kind: Kind, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        ByteStrings.hash(bytes, seed: 0x9E37_79B9_7F4A_7C15 &* UInt64(kind.rawValue + 1))
    }

    /// A short name's bytes as two words, zero-padded; with the length, equal words mean equal names.
    /// A name of 8 to 16 bytes is read as two overlapping words, so no byte is copied alone.
    @inline(__always)
    private static func words(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64) {
        let count = bytes.count
        guard let base = bytes.baseAddress, count >= 8 else {
            var word: UInt64 = 0
            for index in 0..<count { word |= UInt64(bytes[index]) << UInt64(index * 8) }
            return (word, 0)
        }
        let raw = UnsafeRawPointer(base)
        let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        guard count > 8 else { return (first, 0) }
        // The last eight bytes, shifted so that only those past the first word remain.
        let last = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        return (first, last >> UInt64((16 - count) * 8))
    }

    private mutating func place(_ index: Int32) {
        let hash = entries[Int(index)].hash
        var bucket = Int(truncatingIfNeeded: hash) & mask
        while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
        buckets[bucket] = (hash >> 32) << 32 | (UInt64(index) + 1)
    }

    private mutating func grow() {
        buckets = Array(repeating: 0, count: buckets.count * 2)
        mask = buckets.count - 1
        for index in entries.indices where entries[index].object >= 0 { place(Int32(index)) }
    }

    /// Copies the live names into a fresh arena, dropping the bytes of removed ones.
    private mutating func compact() {
        var fresh: [UInt8] = []
        fresh.reserveCapacity(max(4096, 2 * liveBytes))
        for index in entries.indices where entries[index].object >= 0 && entries[index].length > Self.inlineLength {
            let entry = entries[index]
            entries[index].offset = Int32(fresh.count)
            fresh.append(contentsOf: arena[Int(entry.offset)..<Int(entry.offset + entry.length)])
        }
        arena = fresh
    }
}
