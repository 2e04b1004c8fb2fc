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
    /// the trace has, for the report.
    public func check(
        recordedBy next: () throws -> RecordedEvent?, object: (Int) throws -> TraceObject, objects: Int, file: String,
        skippedLines: Int, options: CheckOptions = CheckOptions()
    ) throws -> CheckReport {
        var session = try makeSession(options)
        var live: [Int: TrackedObject] = [:]
        var freeSlots: [Int] = []
        var closing: [(depth: Int, object: Int)] = []
        var events = 0
        func slot(of id: Int) throws -> Int {
            if let tracked = live[id] { return tracked.slot }
            let named = try object(id)
            let slot = freeSlots.popLast() ?? live.count
            let hasName = named.className != nil || named.address != nil
            live[id] = TrackedObject(id: id, slot: slot, tag: hasName ? nil : named.name, className: named.className, address: named.address)
            return slot
        }
        while let event = try next() {
            while let last = closing.last, last.depth >= event.depth {
                closing.removeLast()
                if let tracked = live.removeValue(forKey: last.object) {
                    session.release(tracked)
                    freeSlots.append(tracked.slot)
                }
            }
            let receiverSlot = try slot(of: event.receiver)
            let subjectSlot = try event.subject.map(slot(of:)) ?? -1
            session.feed(RawEvent(
                line: event.line, column: event.column, sequence: event.sequence, depth: event.depth, parent: event.parent ?? -1,
                receiver: event.receiver, receiverSlot: receiverSlot, subject: event.subject ?? -1, subjectSlot: subjectSlot,
                apiIndex: event.apiIndex, warningIndex: event.warningIndex, argument: event.argument, argumentBytes: nil,
                classBytes: nil, isSuper: event.isSuperCall, isExplicit: event.isExplicitCall))
            events += 1
            if event.apiIndex >= 0, !event.isSuperCall, program.isDealloc[event.apiIndex] { closing.append((event.depth, event.receiver)) }
        }
        let remaining = live.values.sorted { $0.id < $1.id }
        return CheckReport(
            file: file, events: events, objects: objects, skippedLines: skippedLines,
            violations: session.finish(rules: rules, remaining: remaining))
    }
}
