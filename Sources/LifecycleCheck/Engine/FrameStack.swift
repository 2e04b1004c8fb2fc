/// The calls still open around the current event (indentation), innermost last, in a buffer the
/// monitors read directly. Non-copyable: it owns its buffer.
struct FrameStack: ~Copyable {
    private var frames: UnsafeMutablePointer<Frame>
    private var capacity = 16
    private(set) var count = 0

    init() {
        frames = .allocate(capacity: capacity)
    }

    deinit {
        frames.deinitialize(count: count)
        frames.deallocate()
    }

    /// The open calls, valid until the next push or pop.
    var buffer: UnsafeBufferPointer<Frame> { UnsafeBufferPointer(start: frames, count: count) }

    var last: Frame? { count > 0 ? frames[count - 1] : nil }

    @inline(__always)
    mutating func push(_ frame: Frame) {
        if count == capacity { grow() }
        (frames + count).initialize(to: frame)
        count += 1
    }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<Frame>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: frames, count: count)
        frames.deallocate()
        frames = bigger
        capacity *= 2
    }

    /// Closes the calls deeper than `depth`.
    mutating func pop(toDepth depth: Int) {
        guard count > depth else { return }
        (frames + depth).deinitialize(count: count - depth)
        count = depth
    }
}
