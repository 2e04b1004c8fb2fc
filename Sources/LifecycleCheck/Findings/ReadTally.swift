/// What reading a trace counted. Each way of reading (a file on two threads, bytes in memory, a
/// stored trace) fills one, so a report's counts mean the same whichever path produced them.
public struct ReadTally: Hashable, Sendable {
    /// API events and console warnings.
    public var events: Int
    /// Objects the trace numbered.
    public var objects: Int
    /// Lines that produced no event.
    public var skippedLines: Int
    /// Lines skipped for bad bytes, and an input in which nothing was recognised; a stored trace
    /// keeps none, since its events were read once already.
    public var warnings: [TraceReadWarning]

    public init(events: Int, objects: Int, skippedLines: Int, warnings: [TraceReadWarning] = []) {
        self.events = events
        self.objects = objects
        self.skippedLines = skippedLines
        self.warnings = warnings
    }
}
