/// The live objects of a stored trace by number, each with the state row it holds while it lives.
struct RecordedSlots {
    /// The row of each object number, -1 when it holds none; grows with the highest number named.
    private var slotOf: [Int32] = []
    private var live: [TrackedObject?] = []
    /// Whether the log names the object in each row, read on every event without copying its object.
    private var named: [Bool] = []
    private var freeSlots: [Int] = []
    /// `dealloc` calls still open: their depth and object, released once the call closes.
    var closing: [(depth: Int, object: Int)] = []

    /// Releases the objects whose `dealloc` call has closed by an event at `depth`.
    mutating func closeCalls(before depth: Int, into batch: inout RecordedBatch) {
        while let last = closing.last, last.depth >= depth {
            closing.removeLast()
            guard last.object < slotOf.count, slotOf[last.object] >= 0 else { continue }
            let slot = Int(slotOf[last.object])
            if let tracked = live[slot] { batch.append(release: tracked) }
            live[slot] = nil
            named[slot] = false
            slotOf[last.object] = -1
            freeSlots.append(slot)
        }
    }

    /// The row of object `id`, given it (described by `object`) when it is first named.
    mutating func slot(of id: Int, into batch: inout RecordedBatch, _ object: (Int) throws -> TraceObject) throws -> Int {
        if id < slotOf.count, slotOf[id] >= 0 { return Int(slotOf[id]) }
        if id >= slotOf.count { slotOf.append(contentsOf: repeatElement(-1, count: max(id + 1 - slotOf.count, slotOf.count))) }
        let stored = try object(id)
        let slot = freeSlots.popLast() ?? live.count
        let hasName = stored.className != nil || stored.address != nil
        let tracked = TrackedObject(
            id: id, slot: slot, tag: hasName ? nil : stored.name, className: stored.className, address: stored.address)
        if slot == live.count {
            live.append(tracked)
            named.append(tracked.isNamed)
        } else {
            live[slot] = tracked
            named[slot] = tracked.isNamed
        }
        slotOf[id] = Int32(slot)
        return slot
    }

    /// Whether the log names the object in a row (`TraceObject.isNamed`).
    func isNamed(_ slot: Int) -> Bool { slot >= 0 && named[slot] }

    /// The objects still live at the end, by number.
    var remaining: [TrackedObject] {
        live.compactMap { $0 }.sorted { $0.id < $1.id }
    }
}
