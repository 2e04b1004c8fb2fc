/// The reader's public API: events as `TraceEvent` values, and the objects released on the way kept
/// for `TraceReader.objects`.
extension TraceReader {
    /// Reads the next bytes of the trace; a line split across chunks is completed by the next call.
    public mutating func read(_ chunk: UnsafeBufferPointer<UInt8>, _ body: (TraceEvent) throws -> Void) throws {
        try reading(body) { reader, sink in try reader.readRaw(chunk, into: &sink) }
    }

    /// Reads the last line when the trace does not end with a line break.
    public mutating func finish(_ body: (TraceEvent) throws -> Void) throws {
        try reading(body) { reader, sink in try reader.finishRaw(into: &sink) }
    }

    /// Reads a whole in-memory trace.
    public mutating func read(bytes: [UInt8], _ body: (TraceEvent) throws -> Void) throws {
        try bytes.withUnsafeBufferPointer { try read($0, body) }
        try finish(body)
    }

    /// Reads a file in chunks of `ChunkedFile.chunkSize` bytes.
    public mutating func read(fileAt path: String, _ body: (TraceEvent) throws -> Void) throws {
        try reading(body) { reader, sink in try reader.readRaw(fileAt: path, into: &sink) }
    }

    private mutating func reading(
        _ body: (TraceEvent) throws -> Void, _ read: (inout TraceReader, inout TraceEventSink) throws -> Void
    ) throws {
        try withoutActuallyEscaping(body) { body in
            var sink = TraceEventSink(names: vocabulary.eventNames, body: body)
            defer { released += sink.released }
            try read(&self, &sink)
        }
    }
}

/// Turns raw events into `TraceEvent` values for a caller's closure and keeps the released objects.
struct TraceEventSink: RawEventSink {
    let names: EventNames
    let body: (TraceEvent) throws -> Void
    var released: [TraceObject] = []

    mutating func receive(_ event: RawEvent, message: UnsafeBufferPointer<UInt8>) throws {
        try body(TraceEvent(event, message: message, names: names))
    }

    mutating func release(_ object: TrackedObject) {
        released.append(object.traceObject)
    }
}
