/// The live objects of one trace: every address, class and tag maps to one object, an address and a
/// class seen together give one object, an initializer starts a new object under the same name and
/// `dealloc` retires the name. An object no name reaches any more is released (`release`) and its slot
/// reused, so the table holds the live objects, never every object of a long trace.
struct ObjectTable {
    /// Objects numbered so far (`TrackedObject.id`), live or released.
    private(set) var count = 0
    /// Slots whose object no name reaches any more (its dealloc, a new life under its name); the
    /// reader releases them once no enclosing call refers to them.
    private(set) var unreachable: [Int] = []

    /// What every line reads or changes of an object, one small record per slot so a line touches
    /// one place (the names in `objects` are read only when an object is created or released).
    private struct Slot {
        var id: Int
        /// The name entries bound to the object: at most an address and a class.
        var bound: (Int32, Int32) = (-1, -1)
        /// Whether the object has had events other than initializers.
        var lived = false
        /// Whether the object is still reached by a name or as the anonymous controller.
        var reachable = true
        var hasClassName: Bool
        var hasAddress: Bool
        /// `TraceObject.isNamed`, kept up to date as the object gains a class or an address.
        var named: Bool
    }

    private var slots: [Slot] = []
    private var objects: [TrackedObject] = []
    private var freeSlots: [Int] = []
    private var names = LiveNameTable()
    /// Class names as strings, made once for the many objects that share them.
    private var texts = RecentStrings()
    private var anonymous = -1

    /// Slots in use, released or not yet, for tests that check memory follows the live objects.
    var slotCount: Int { objects.count - freeSlots.count }
    /// Names bound to live objects.
    var nameCount: Int { names.count }

    /// The object a reference names now (names move to a new object at a new life); `enclosing` and
    /// `none` are the anonymous controller here. `hash` is the reference's `nameHash`, when known.
    mutating func resolve(_ reference: IdentityReference, in line: UnsafeBufferPointer<UInt8>, hash: UInt64? = nil) -> Int {
        guard let (kind, range) = reference.primaryName else { return anonymousObject() }
        let bytes = UnsafeBufferPointer(rebasing: line[range])
        let hash = hash ?? LiveNameTable.hash(kind, bytes)
        switch kind {
        case .tag, .className:
            return named(kind, bytes, hash: hash)
        case .address:
            return addressed(bytes, hash: hash, className: reference.name.map { UnsafeBufferPointer(rebasing: line[$0]) })
        }
    }

    /// The number of the object in a slot.
    func id(_ slot: Int) -> Int { slots[slot].id }

    /// Whether the log names the object in a slot (`TraceObject.isNamed`).
    func isNamed(_ slot: Int) -> Bool { slots[slot].named }

    /// Records that an object did something other than being initialized.
    mutating func markLived(_ slot: Int) {
        // Read first: nearly every event is on an object that lived, and a read costs no write access.
        if !slots[slot].lived { slots[slot].lived = true }
    }

    /// An initializer on an object that already lived means a new object under the same name.
    mutating func beginLife(_ slot: Int) -> Int {
        guard slots[slot].lived else { return slot }
        let old = objects[slot]
        let fresh = create(tag: old.tag, className: old.className, address: old.address)
        let bound = slots[slot].bound
        slots[fresh].bound = bound
        slots[slot].bound = (-1, -1)
        if bound.0 >= 0 { names.rebind(bound.0, to: Int32(fresh)) }
        if bound.1 >= 0 { names.rebind(bound.1, to: Int32(fresh)) }
        if anonymous == slot { anonymous = fresh }
        checkReachable(slot)
        checkReachable(fresh)
        return fresh
    }

    /// After `dealloc` the name no longer refers to this object.
    mutating func endLife(_ slot: Int) {
        let bound = slots[slot].bound
        if bound.0 >= 0 { names.remove(bound.0) }
        if bound.1 >= 0 { names.remove(bound.1) }
        slots[slot].bound = (-1, -1)
        if anonymous == slot { anonymous = -1 }
        checkReachable(slot)
    }

    /// Frees an unreachable object's slot for reuse and returns the object, with its final name.
    mutating func release(_ slot: Int) -> TrackedObject {
        // Swapped out, not copied: the object's strings move to the caller without retain and release.
        var object = TrackedObject(id: -1, slot: slot)
        swap(&object, &objects[slot])
        unreachable.removeAll { $0 == slot }
        slots[slot].id = -1
        freeSlots.append(slot)
        return object
    }

    /// The objects not released yet, live or unreachable, in slot order.
    var remaining: [TrackedObject] {
        let free = Set(freeSlots)
        return objects.indices.filter { !free.contains($0) }.map { objects[$0] }
    }

    /// The object a tag or class names; nearly every line finds it, so creating one is kept apart.
    @inline(__always)
    private mutating func named(_ kind: LiveNameTable.Kind, _ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int {
        if let object = names.find(kind, bytes, hash: hash) { return Int(object) }
        return createNamed(kind, bytes, hash: hash)
    }

    @inline(never)
    private mutating func createNamed(_ kind: LiveNameTable.Kind, _ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int {
        // Tags name one object each (`home85001`); class names are shared, so only they are reused.
        let slot =
            kind == .tag
            ? create(tag: String(decoding: bytes, as: UTF8.self), className: nil, address: nil)
            : create(tag: nil, className: texts.string(bytes, hash: hash), address: nil)
        bind(kind, bytes, hash: hash, to: slot)
        return slot
    }

    private mutating func addressed(_ address: UnsafeBufferPointer<UInt8>, hash: UInt64, className: UnsafeBufferPointer<UInt8>?) -> Int {
        if let slot = names.find(.address, address, hash: hash).map(Int.init) {
            if !slots[slot].hasClassName, let className {
                objects[slot].className = texts.string(className, hash: LiveNameTable.hash(.className, className))
                slots[slot].hasClassName = true
                slots[slot].named = true
            }
            return slot
        }
        let classHash = className.map { LiveNameTable.hash(.className, $0) } ?? 0
        let classOwner = className.flatMap { names.find(.className, $0, hash: classHash) }.map(Int.init)
        if let owner = classOwner, !slots[owner].hasAddress {
            objects[owner].address = String(decoding: address, as: UTF8.self)
            slots[owner].hasAddress = true
            slots[owner].named = true
            bind(.address, address, hash: hash, to: owner)
            return owner
        }
        let slot = create(
            tag: nil, className: className.map { texts.string($0, hash: classHash) }, address: String(decoding: address, as: UTF8.self))
        bind(.address, address, hash: hash, to: slot)
        if let className, classOwner == nil { bind(.className, className, hash: classHash, to: slot) }
        return slot
    }

    private mutating func anonymousObject() -> Int {
        if anonymous >= 0 { return anonymous }
        anonymous = create(tag: nil, className: nil, address: nil)
        return anonymous
    }

    private mutating func bind(_ kind: LiveNameTable.Kind, _ bytes: UnsafeBufferPointer<UInt8>, hash: UInt64, to slot: Int) {
        let entry = names.insert(kind, bytes, hash: hash, object: Int32(slot))
        if slots[slot].bound.0 < 0 { slots[slot].bound.0 = entry } else { slots[slot].bound.1 = entry }
    }

    /// Queues an object for release once neither a name nor the anonymous controller reaches it.
    private mutating func checkReachable(_ slot: Int) {
        let state = slots[slot]
        guard state.reachable, state.bound.0 < 0, state.bound.1 < 0, anonymous != slot else { return }
        slots[slot].reachable = false
        unreachable.append(slot)
    }

    private mutating func create(tag: String?, className: String?, address: String?) -> Int {
        let slot = freeSlots.popLast() ?? objects.count
        let object = TrackedObject(id: count, slot: slot, tag: tag, className: className, address: address)
        let named = className != nil || address != nil || (tag != nil && tag != TrackedObject.anonymousName)
        let state = Slot(id: count, hasClassName: className != nil, hasAddress: address != nil, named: named)
        count += 1
        if slot == objects.count {
            objects.append(object)
            slots.append(state)
        } else {
            objects[slot] = object
            slots[slot] = state
        }
        return slot
    }
}
