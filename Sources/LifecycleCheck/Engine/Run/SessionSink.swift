/// Feeds a reader's events straight into a check session.
struct SessionSink: RawEventSink, ~Copyable {
    var session: CheckSession

    init(session: consuming CheckSession) {
        self.session = session
    }

    mutating func receive(_ event: RawEvent, message: UnsafeBufferPointer<UInt8>) throws {
        session.feed(event)
    }

    mutating func release(_ object: TrackedObject) {
        session.release(object)
    }
}
