/// What the store's thread hands the checking thread: events, and objects released between them.
struct RecordedBatch: PipelineBatch {
    /// Events per batch: enough to make the hand-over rare, few enough to stay in cache.
    static let size = 4096

    /// One thing for the session, in trace order.
    enum Item {
        case event(RawEvent)
        case release(TrackedObject)
    }

    var items: [Item] = []

    /// Empties the batch, keeping its storage for the next one.
    mutating func removeAll() {
        items.removeAll(keepingCapacity: true)
    }
}
