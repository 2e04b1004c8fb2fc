import Foundation

/// Remembers how recent messages parsed. Logs repeat the same few hundred messages (a class and a
/// callback) behind different timestamps, so most lines are one hash and one comparison away from
/// their parse. Four-way set associative, so a few colliding messages do not evict each other.
struct MessageCache {
    /// Longer messages are rare and parsed every time.
    static let maximumLength = 96
    private static let ways = 4
    private static let sets = 1024

    private var hashes = [UInt64](repeating: 0, count: sets * ways)
    private var lengths = [Int](repeating: 0, count: sets * ways)
    private var bytes = [UInt8](repeating: 0, count: sets * ways * maximumLength)
    private var results = [(indent: Int, parsed: ParsedLine)](repeating: (0, .blank), count: sets * ways)
    /// The interned names of each message's receiver and subject, filled in by the reader once.
    private var identities = [MessageIdentity?](repeating: nil, count: sets * ways)
    /// The way each set replaces next.
    private var victims = [UInt8](repeating: 0, count: sets)

    /// Where an identical message seen before is cached, if it still is.
    func lookup(_ message: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
        let first = (Int(truncatingIfNeeded: hash) & (Self.sets - 1)) * Self.ways
        for slot in first..<(first + Self.ways) where hashes[slot] == hash && lengths[slot] == message.count {
            let same = bytes.withUnsafeBufferPointer { stored in
                message.isEmpty || memcmp(stored.baseAddress! + slot * Self.maximumLength, message.baseAddress!, message.count) == 0
            }
            if same { return slot }
        }
        return nil
    }

    /// The parse cached in a slot.
    func result(_ slot: Int) -> (indent: Int, parsed: ParsedLine) { results[slot] }

    /// The interned names the reader remembered for a slot's message.
    func identity(_ slot: Int) -> MessageIdentity? { identities[slot] }

    /// Remembers the interned names of a slot's message.
    mutating func remember(_ slot: Int, _ identity: MessageIdentity) {
        identities[slot] = identity
    }

    /// Stores a parse, replacing the oldest entry of its set; returns its slot, nil for a long message.
    @discardableResult
    mutating func store(_ message: UnsafeBufferPointer<UInt8>, hash: UInt64, _ result: (indent: Int, parsed: ParsedLine)) -> Int? {
        guard message.count <= Self.maximumLength else { return nil }
        let set = Int(truncatingIfNeeded: hash) & (Self.sets - 1)
        let slot = set * Self.ways + Int(victims[set])
        victims[set] = UInt8((Int(victims[set]) + 1) % Self.ways)
        hashes[slot] = hash
        lengths[slot] = message.count
        bytes.withUnsafeMutableBufferPointer { stored in
            if let base = message.baseAddress { (stored.baseAddress! + slot * Self.maximumLength).update(from: base, count: message.count) }
        }
        results[slot] = result
        identities[slot] = nil
        return slot
    }

    /// The hash that keys a message; never 0, which marks an empty slot.
    static func hash(_ message: UnsafeBufferPointer<UInt8>) -> UInt64 {
        ByteInterner.hash(message) | 1
    }
}

/// The interned names of a message's receiver and subject (nil when the subject is not a name the
/// table interns), so a repeated message resolves its objects without hashing.
struct MessageIdentity {
    var receiver: ObjectTable.Keys
    var subject: ObjectTable.Keys? = nil
}
