/// An immutable array whose elements are read in place, without reference counting on each access:
/// the engine's dispatch tables are read for every event of a trace.
final class PinnedArray<Element>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Element>
    let count: Int

    init(_ elements: [Element]) {
        count = elements.count
        base = .allocate(capacity: max(1, count))
        elements.withUnsafeBufferPointer { source in
            if let start = source.baseAddress { base.initialize(from: start, count: count) }
        }
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// The elements' address, valid while this array lives; for loops that must not touch the array
    /// object at all.
    var elements: UnsafePointer<Element> { UnsafePointer(base) }

    /// The element, borrowed from the storage.
    subscript(index: Int) -> Element {
        unsafeAddress { UnsafePointer(base + index) }
    }
}
