/// The live objects of a stored trace by number, each with the state row it holds while it lives.
struct RecordedSlots {
    /// The row of each object number, -1 when it holds none; grows with the highest number named.
    private var slotOf: [Int32] = []
    private var live: [TrackedObject?] = []
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
            slotOf[last.object] = -1
            freeSlots.append(slot)
        }
    }

    /// The row of object `id`, given it (described by `object`) when it is first named.
    mutating func slot(of id: Int, into batch: inout RecordedBatch, _ object: (Int) throws -> TraceObject) throws -> Int {
        if id < slotOf.count, slotOf[id] >= 0 { return Int(slotOf[id]) }
        if id >= slotOf.count { slotOf.append(contentsOf: repeatElement(-1, count: max(id + 1 - slotOf.count, slotOf.count))) }
        let named = try object(id)
        let slot = freeSlots.popLast() ?? live.count
        let hasName = named.className != nil || named.address != nil
        let tracked = TrackedObject(id: id, slot: slot, tag: hasName ? nil : named.name, className: named.className, address: named.address)
        if slot == live.count { live.append(tracked) } else { live[slot] = tracked }
        slotOf[id] = Int32(slot)
        return slot
    }

    /// Whether the log names the object in a row (`TraceObject.isNamed`).
    func isNamed(_ slot: Int) -> Bool { slot >= 0 && live[slot]?.isNamed == true }

    /// The objects still live at the end, by number.
    var remaining: [TrackedObject] {
        live.compactMap { $0 }.sorted { $0.id < $1.id }
    }
}
