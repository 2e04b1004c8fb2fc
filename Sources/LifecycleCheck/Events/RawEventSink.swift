/// Where the reader delivers a trace, in trace order: each event with the message it came from (the line
/// after its NSLog prefix, which the event's byte ranges index), and each object it stops tracking
/// (released before any later event, so its slot may be reused after it).
protocol RawEventSink: ~Copyable {
    mutating func receive(_ event: RawEvent, message: UnsafeBufferPointer<UInt8>) throws
    mutating func release(_ object: TrackedObject)
}
