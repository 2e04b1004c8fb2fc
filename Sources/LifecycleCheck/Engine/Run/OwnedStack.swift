/// A stack in a buffer it owns, read in place: the calls still open around the current event
/// (`Frame`s, which monitors read directly) and the `super` calls made inside them. Non-copyable: it
/// owns its buffer, so pushing and popping cost no uniqueness check, as an array's do on every event.
struct OwnedStack<Element>: ~Copyable {
    private var elements: UnsafeMutablePointer<Element>
    private var capacity = 16
    private(set) var count = 0

    init() {
        elements = .allocate(capacity: capacity)
    }

    deinit {
        elements.deinitialize(count: count)
        elements.deallocate()
    }

    /// The elements, bottom first, valid until the next push or pop.
    var buffer: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: elements, count: count) }

    var last: Element? { count > 0 ? elements[count - 1] : nil }

    @inline(__always)
    mutating func push(_ element: Element) {
        if count == capacity { grow() }
        (elements + count).initialize(to: element)
        count += 1
    }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: elements, count: count)
        elements.deallocate()
        elements = bigger
        capacity *= 2
    }

    /// Keeps the bottom `count` elements.
    mutating func pop(toCount count: Int) {
        guard self.count > count else { return }
        (elements + count).deinitialize(count: self.count - count)
        self.count = count
    }
}
