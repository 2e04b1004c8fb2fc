import Foundation

/// One stored event as the checker needs it: numbers only, so re-checking a stored trace creates
/// nothing per event.
public struct RecordedEvent: Sendable {
    public var line: Int
    public var column: Int
    public var sequence: Int
    public var depth: Int
    public var parent: Int?
    public var receiver: Int
    public var subject: Int?
    /// Position of the API in this engine's catalog, or -1 for a console warning.
    public var apiIndex: Int
    /// Position of the console warning in this engine's vocabulary, or -1 for an API event.
    public var warningIndex: Int
    public var argument: TraceArgument.Kind?
    public var isSuperCall: Bool
    public var isExplicitCall: Bool

    /// A stored event's numbers, indexes already resolved against the engine's vocabulary.
    public init(
        line: Int, column: Int, sequence: Int, depth: Int, parent: Int?, receiver: Int, subject: Int?, apiIndex: Int,
        warningIndex: Int, argument: TraceArgument.Kind?, isSuperCall: Bool, isExplicitCall: Bool
    ) {
        self.line = line
        self.column = column
        self.sequence = sequence
        self.depth = depth
        self.parent = parent
        self.receiver = receiver
        self.subject = subject
        self.apiIndex = apiIndex
        self.warningIndex = warningIndex
        self.argument = argument
        self.isSuperCall = isSuperCall
        self.isExplicitCall = isExplicitCall
    }
}

extension RuleEngine {
    /// Re-checks a stored trace pulled one event at a time, in memory that follows the live objects
    /// rather than the trace's length (what `check` does reading the file): an object takes a state
    /// row when an event first names it and gives it back once its `dealloc` call has closed.
    /// `object` describes an object by number, once, when it is first named; `objects` is how many
    /// the trace has, for the report. As `check` reads a file on one thread and checks on another,
    /// `next` and `object` run on this thread (the store's connection) while the monitors run on a
    /// worker, batches of events passing between them.
    public func check(
        recordedBy next: () throws -> RecordedEvent?, object: (Int) throws -> TraceObject, objects: Int, file: String,
        skippedLines: Int, options: CheckOptions = CheckOptions()
    ) throws -> CheckReport {
        let checking = RecordedCheckWorker(session: try makeSession(options), rules: rules)
        let pipeline = checking.pipeline
        Thread { checking.run() }.start()
        var slots = RecordedSlots()
        var batch = RecordedBatch()
        var events = 0
        do {
            while let event = try next() {
                slots.closeCalls(before: event.depth, into: &batch)
                let receiverSlot = try slots.slot(of: event.receiver, into: &batch, object)
                let subject = try event.subject.map {
                    let slot = try slots.slot(of: $0, into: &batch, object)
                    return RawEvent.Object(id: $0, slot: slot, isNamed: slots.isNamed(slot))
                }
                batch.append(
                    RawEvent(
                        event.position,
                        receiver: RawEvent.Object(id: event.receiver, slot: receiverSlot, isNamed: slots.isNamed(receiverSlot)),
                        subject: subject, occurrence: event.occurrence, argument: event.argument, argumentBytes: nil, classBytes: nil,
                        isSuper: event.isSuperCall, isExplicit: event.isExplicitCall))
                events += 1
                if event.apiIndex >= 0, !event.isSuperCall, program.isDealloc[event.apiIndex] {
                    slots.closing.append((event.depth, event.receiver))
                }
                if batch.count >= RecordedBatch.size { pipeline.push(&batch) }
            }
        } catch {
            pipeline.push(&batch)
            pipeline.finish(.failure(error))
            _ = checking.violations()
            throw error
        }
        pipeline.push(&batch)
        pipeline.finish(.success(slots.remaining))
        return CheckReport(
            file: file, tally: ReadTally(events: events, objects: objects, skippedLines: skippedLines),
            violations: checking.violations() ?? [])
    }
}
