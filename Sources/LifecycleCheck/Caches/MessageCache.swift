/// Remembers how recent message shapes parsed. Logs repeat a few hundred shapes (a log format, a class
/// and a callback) behind different timestamps, addresses and object numbers, so most lines are one
/// mask, one hash and one comparison away from their parse. Four-way set associative, so a few
/// colliding shapes do not evict each other. It starts small, so checking a short trace (a rule
/// example, a pasted snippet) does not pay for a large table, and grows to a fixed size, whatever the
/// length of the trace.
struct MessageCache {
    /// Longer messages are rare and parsed every time. Lines naming two objects (a container and its
    /// child, `-[Child willMoveToParentViewController:] <Child: 0x…> parent=<Parent: 0x…>`) run to
    /// 140 bytes, and a quarter of a containment-heavy log is such lines: they must be cached too.
    static let maximumLength = 256
    private static let ways = 4
    private static let initialSets = 16
    /// Room for 32,768 shapes: an app of a few hundred controller classes, each logging a dozen
    /// callbacks, has tens of thousands, and a log that cycles through more than the cache holds
    /// parses nearly every line (8 MB of shapes at most, reached only by such a log).
    private static let maximumSets = 8192

    /// Whether shapes mask object numbers and addresses (`MessageShape.isSound`), or are the messages.
    let masksIdentities: Bool
    private var sets = 0
    /// Each slot's shape hash (0 when empty) and length.
    private var keys: [(hash: UInt64, length: Int)] = []
    private var bytes: [UInt8] = []
    private var results: [(indent: Int, parsed: ParsedLine)] = []
    /// The way each set replaces next.
    private var victims: [UInt8] = []
    /// Shapes stored since the table last grew; past its slot count the table grows, while it can.
    private var stores = 0
    /// The shape of the message last looked up, kept for `store`.
    private var shape = [UInt8](repeating: 0, count: maximumLength + MessageShape.slack)
    private var shapeLength = -1
    private var shapeHash: UInt64 = 0

    init(masksIdentities: Bool) {
        self.masksIdentities = masksIdentities
        allocate(sets: Self.initialSets)
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
        let first = (Int(truncatingIfNeeded: hash) & (sets - 1)) * Self.ways
        let hit = keys.withUnsafeBufferPointer { keys in
            bytes.withUnsafeBufferPointer { stored in
                shape.withUnsafeBufferPointer { shape -> Int? in
                    for slot in first..<(first + Self.ways) where keys[slot].hash == hash && keys[slot].length == count {
                        if ByteStrings.equal(stored.baseAddress! + slot * Self.maximumLength, shape.baseAddress!, count: count) {
                            return slot
                        }
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
        stores += 1
        if stores > sets * Self.ways, sets < Self.maximumSets { grow() }
        shape.withUnsafeBufferPointer { shape in
            insert(hash: shapeHash, shape: UnsafeBufferPointer(start: shape.baseAddress!, count: shapeLength), result: result)
        }
    }

    private mutating func insert(hash: UInt64, shape: UnsafeBufferPointer<UInt8>, result: (indent: Int, parsed: ParsedLine)) {
        let set = Int(truncatingIfNeeded: hash) & (sets - 1)
        let slot = set * Self.ways + Int(victims[set])
        victims[set] = UInt8((Int(victims[set]) + 1) % Self.ways)
        keys[slot] = (hash, shape.count)
        bytes.withUnsafeMutableBufferPointer { stored in
            (stored.baseAddress! + slot * Self.maximumLength).update(from: shape.baseAddress!, count: shape.count)
        }
        results[slot] = result
    }

    /// Four times the sets, keeping every cached shape.
    private mutating func grow() {
        let (oldKeys, oldBytes, oldResults) = (keys, bytes, results)
        allocate(sets: min(Self.maximumSets, sets * 4))
        oldBytes.withUnsafeBufferPointer { oldBytes in
            for slot in oldKeys.indices where oldKeys[slot].hash != 0 {
                let shape = UnsafeBufferPointer(start: oldBytes.baseAddress! + slot * Self.maximumLength, count: oldKeys[slot].length)
                insert(hash: oldKeys[slot].hash, shape: shape, result: oldResults[slot])
            }
        }
        stores = 0
    }

    private mutating func allocate(sets: Int) {
        self.sets = sets
        keys = Array(repeating: (0, 0), count: sets * Self.ways)
        bytes = Array(repeating: 0, count: sets * Self.ways * Self.maximumLength)
        results = Array(repeating: (0, .blank), count: sets * Self.ways)
        victims = Array(repeating: 0, count: sets)
    }
}
