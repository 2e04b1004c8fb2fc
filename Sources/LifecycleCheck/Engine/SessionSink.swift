/// Feeds a reader's events straight into a check session on the reading thread; when there is an
/// observer, hands it every event as a `TraceEvent` and keeps the released objects for the caller.
struct SessionSink: RawEventSink, ~Copyable {
    var session: CheckSession
    let vocabulary: TraceVocabulary
    let observe: ((TraceEvent) throws -> Void)?
    /// The objects released so far, kept only when observed.
    private(set) var released: [TraceObject] = []

    init(session: consuming CheckSession, vocabulary: TraceVocabulary, observe: ((TraceEvent) throws -> Void)?) {
        self.session = session
        self.vocabulary = vocabulary
        self.observe = observe
    }

    mutating func receive(_ event: RawEvent, message: UnsafeBufferPointer<UInt8>) throws {
        session.feed(event)
        try observe?(TraceEvent(event, message: message, vocabulary: vocabulary))
    }

    mutating func release(_ object: TrackedObject) {
        session.release(object)
        if observe != nil { released.append(object.traceObject) }
    }
}
