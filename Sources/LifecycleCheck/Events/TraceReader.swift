/// Streams a trace into events: bytes in any chunk size, lines in any supported shape (mixed line by
/// line), a stack of indentation widths for nesting, interned objects. Memory depends on the longest
/// line and the number of live objects, never on the length of the file. It chains the two halves of
/// reading, `LineReader` and `EventBuilder`, which a file check runs on two threads instead.
public struct TraceReader {
    private var lines: LineReader
    private var builder: EventBuilder
    private var batch = ParsedLineBatch()
    /// Objects released while reading through the public `read` methods, kept for `objects`.
    var released: [TraceObject] = []
    let vocabulary: TraceVocabulary

    public init(vocabulary: TraceVocabulary, file: String = "<trace>", strict: Bool = false, skipsUndecodableLines: Bool = false) {
        self.vocabulary = vocabulary
        lines = LineReader(vocabulary: vocabulary, file: file, strict: strict, skipsUndecodableLines: skipsUndecodableLines)
        builder = EventBuilder(vocabulary: vocabulary)
    }

    /// The name used in errors and reports.
    public var file: String { lines.file }
    /// When set, the first line that is neither an event, a warning, a comment nor blank is an error.
    public var strict: Bool { lines.strict }
    /// Lines read so far.
    public var lineCount: Int { lines.lineCount }
    /// Events produced so far (API events and console warnings).
    public var eventCount: Int { builder.eventCount }
    /// Lines that produced no event: blank lines, comments, object dumps, banners, free text.
    public var skippedLines: Int { lines.skippedLines }
    /// Lines skipped for bad bytes, and an input with no event at all, for the report.
    public var readWarnings: [TraceReadWarning] { lines.warnings() }

    /// What this reader has counted so far, for its report.
    var tally: ReadTally {
        ReadTally(events: eventCount, objects: objectCount, skippedLines: skippedLines, warnings: readWarnings)
    }

    /// Every object the trace has named so far, indexed by `TraceEvent.receiver` / `subject`; read it
    /// after reading, since a name can gain its address later in the trace.
    public var objects: [TraceObject] {
        (released + builder.remainingObjects.map(\.traceObject)).sorted { $0.id < $1.id }
    }

    /// Objects numbered so far.
    var objectCount: Int { builder.objectCount }

    /// The objects not released when reading stopped (the live ones), for the engine's last flush.
    var remainingObjects: [TrackedObject] { builder.remainingObjects }

    /// Slots and names held for objects, for tests that check memory follows the live objects.
    var trackedCounts: (slots: Int, names: Int) { builder.trackedCounts }

    /// The engine's entry: reads the next bytes; a line split across chunks is completed by the next
    /// call. The events of the lines before a bad line are delivered before its error is thrown.
    mutating func readRaw<Sink: RawEventSink & ~Copyable>(_ chunk: UnsafeBufferPointer<UInt8>, into sink: inout Sink) throws {
        do {
            try lines.read(chunk, into: &batch)
        } catch {
            try build(into: &sink)
            throw error
        }
        try build(into: &sink)
    }

    /// Reads the last line when the trace does not end with a line break.
    mutating func finishRaw<Sink: RawEventSink & ~Copyable>(into sink: inout Sink) throws {
        do {
            try lines.finish(into: &batch)
        } catch {
            try build(into: &sink)
            throw error
        }
        try build(into: &sink)
    }

    /// Reads a whole in-memory trace, a chunk at a time so the parsed lines held at once stay few.
    mutating func readRaw<Sink: RawEventSink & ~Copyable>(bytes: [UInt8], into sink: inout Sink) throws {
        try bytes.withUnsafeBufferPointer { bytes in
            for start in stride(from: 0, to: bytes.count, by: ChunkedFile.chunkSize) {
                try readRaw(UnsafeBufferPointer(rebasing: bytes[start..<min(bytes.count, start + ChunkedFile.chunkSize)]), into: &sink)
            }
        }
        try finishRaw(into: &sink)
    }

    /// Reads a file in chunks of `ChunkedFile.chunkSize` bytes.
    mutating func readRaw<Sink: RawEventSink & ~Copyable>(fileAt path: String, into sink: inout Sink) throws {
        try ChunkedFile.forEachChunk(ofFileAt: path, file: file) { try readRaw($0, into: &sink) }
        try finishRaw(into: &sink)
    }

    private mutating func build<Sink: RawEventSink & ~Copyable>(into sink: inout Sink) throws {
        defer { batch.removeAll() }
        try builder.build(batch, into: &sink)
    }
}
