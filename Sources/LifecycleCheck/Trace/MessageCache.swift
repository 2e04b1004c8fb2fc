/// Remembers how recent message shapes parsed. Logs repeat a few hundred shapes (a log format, a class
/// and a callback) behind different timestamps, addresses and object numbers, so most lines are one
/// mask, one hash and one comparison away from their parse. Four-way set associative, so a few
/// colliding shapes do not evict each other; its size is fixed, whatever the length of the trace.
struct MessageCache {
    /// Longer messages are rare and parsed every time.
    static let maximumLength = 96
    private static let ways = 4
    private static let sets = 1024

    /// Whether shapes mask object numbers and addresses (`MessageShape.isSound`), or are the messages.
    let masksIdentities: Bool
    /// Each slot's shape hash (0 when empty) and length.
    private var keys = [(hash: UInt64, length: Int)](repeating: (0, 0), count: sets * ways)
    private var bytes = [UInt8](repeating: 0, count: sets * ways * maximumLength)
    private var results = [(indent: Int, parsed: ParsedLine)](repeating: (0, .blank), count: sets * ways)
    /// The way each set replaces next.
    private var victims = [UInt8](repeating: 0, count: sets)
    /// The shape of the message last looked up, kept for `store`.
    private var shape = [UInt8](repeating: 0, count: maximumLength + MessageShape.slack)
    private var shapeLength = -1
    private var shapeHash: UInt64 = 0

    init(masksIdentities: Bool) {
        self.masksIdentities = masksIdentities
    }

    /// The cached parse of a message of the same shape, if one is still cached.
    mutating func lookup(_ message: UnsafeBufferPointer<UInt8>) -> (indent: Int, parsed: ParsedLine)? {
        let count = message.count
        guard count <= Self.maximumLength else {
            shapeLength = -1
            return nil
        }
        let masks = masksIdentities
        let hash = shape.withUnsafeMutableBufferPointer { shape in
            let out = shape.baseAddress!
            if masks {
                MessageShape.mask(message, into: out)
            } else if let base = message.baseAddress {
                out.update(from: base, count: count)
            }
            return ByteStrings.hash(UnsafeBufferPointer(start: out, count: count)) | 1
        }
        shapeHash = hash
        shapeLength = count
        let first = (Int(truncatingIfNeeded: hash) & (Self.sets - 1)) * Self.ways
        let hit = keys.withUnsafeBufferPointer { keys in
            bytes.withUnsafeBufferPointer { stored in
                shape.withUnsafeBufferPointer { shape -> Int? in
                    for slot in first..<(first + Self.ways) where keys[slot].hash == hash && keys[slot].length == count {
                        if ByteStrings.equal(stored.baseAddress! + slot * Self.maximumLength, shape.baseAddress!, count: count) { return slot }
                    }
                    return nil
                }
            }
        }
        return hit.map { results[$0] }
    }

    /// Caches the parse of the message last looked up, replacing the oldest entry of its set.
    mutating func store(_ result: (indent: Int, parsed: ParsedLine)) {
        guard shapeLength >= 0 else { return }
        let set = Int(truncatingIfNeeded: shapeHash) & (Self.sets - 1)
        let slot = set * Self.ways + Int(victims[set])
        victims[set] = UInt8((Int(victims[set]) + 1) % Self.ways)
        keys[slot] = (shapeHash, shapeLength)
        let count = shapeLength
        bytes.withUnsafeMutableBufferPointer { stored in
            shape.withUnsafeBufferPointer { shape in
                (stored.baseAddress! + slot * Self.maximumLength).update(from: shape.baseAddress!, count: count)
            }
        }
        results[slot] = result
    }
}
