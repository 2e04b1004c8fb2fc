/// What the store's thread hands the checking thread: events, and objects released between them. Events and releases are kept apart, so the events are plain values copied
/// and freed in bulk, with nothing per event to retain or destroy.
struct RecordedBatch: PipelineBatch {
    /// Events per batch: enough to make the hand-over rare, few enough to stay in cache.
    static let size = 4096

    /// The events, in trace order.
    private var events: [RawEvent] = []
    /// The objects released, in order, each with how many of `events` came before its release.
    private var releases: [(before: Int, object: TrackedObject)] = []

    /// Events held.
    var count: Int { events.count }

    mutating func append(_ event: RawEvent) {
        events.append(event)
    }

    /// An object released after the events appended so far.
    mutating func append(release object: TrackedObject) {
        releases.append((events.count, object))
    }

    /// Feeds the batch to `session` in trace order.
    func replay(into session: inout CheckSession) {
        var next = 0
        events.withUnsafeBufferPointer { events in
            for index in events.indices {
                while next < releases.count, releases[next].before == index {
                    session.release(releases[next].object)
                    next += 1
                }
                session.feed(events[index])
            }
        }
        for release in releases[next...] { session.release(release.object) }
    }

    /// Empties the batch, keeping its storage for the next one.
    mutating func removeAll() {
        events.removeAll(keepingCapacity: true)
        releases.removeAll(keepingCapacity: true)
    }
}
