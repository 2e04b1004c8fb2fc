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
                let subjectSlot = try event.subject.map { try slots.slot(of: $0, into: &batch, object) } ?? -1
                batch.items.append(.event(RawEvent(
                    line: event.line, column: event.column, sequence: event.sequence, depth: event.depth, parent: event.parent ?? -1,
                    receiver: event.receiver, receiverSlot: receiverSlot, subject: event.subject ?? -1, subjectSlot: subjectSlot,
                    apiIndex: event.apiIndex, warningIndex: event.warningIndex, argument: event.argument, argumentBytes: nil,
                    classBytes: nil, isSuper: event.isSuperCall, isExplicit: event.isExplicitCall)))
                events += 1
                if event.apiIndex >= 0, !event.isSuperCall, program.isDealloc[event.apiIndex] { slots.closing.append((event.depth, event.receiver)) }
                if batch.items.count >= RecordedBatch.size { pipeline.push(&batch) }
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
            file: file, events: events, objects: objects, skippedLines: skippedLines, violations: checking.violations() ?? [])
    }
}

/// What the store's thread hands the checking thread: events, and objects released between them.
struct RecordedBatch: PipelineBatch {
    /// Events per batch: enough to make the hand-over rare, few enough to stay in cache.
    static let size = 4096

    enum Item {
        case event(RawEvent)
        case release(TrackedObject)
    }

    var items: [Item] = []

    mutating func removeAll() {
        items.removeAll(keepingCapacity: true)
    }
}

/// The live objects of a stored trace by number, each with the state row it holds while it lives.
struct RecordedSlots {
    /// The row of each object number, -1 when it holds none; grows with the highest number named.
    private var slotOf: [Int32] = []
    private var live: [TrackedObject?] = []
    private var freeSlots: [Int] = []
    /// `dealloc` calls still open: their depth and object, released once the call closes.
    var closing: [(depth: Int, object: Int)] = []

    /// Releases the objects whose `dealloc` call has closed by an event at `depth`.
    mutating func closeCalls(before depth: Int, into batch: inout RecordedBatch) {
        while let last = closing.last, last.depth >= depth {
            closing.removeLast()
            guard last.object < slotOf.count, slotOf[last.object] >= 0 else { continue }
            let slot = Int(slotOf[last.object])
            if let tracked = live[slot] { batch.items.append(.release(tracked)) }
            live[slot] = nil
            slotOf[last.object] = -1
            freeSlots.append(slot)
        }
    }

    /// The row of object `id`, given it (described by `object`) when it is first named.
    mutating func slot(of id: Int, into batch: inout RecordedBatch, _ object: (Int) throws -> TraceObject) throws -> Int {
        if id < slotOf.count, slotOf[id] >= 0 { return Int(slotOf[id]) }
        if id >= slotOf.count { slotOf.append(contentsOf: repeatElement(-1, count: max(id + 1 - slotOf.count, slotOf.count))) }
        let named = try object(id)
        let slot = freeSlots.popLast() ?? live.count
        let hasName = named.className != nil || named.address != nil
        let tracked = TrackedObject(id: id, slot: slot, tag: hasName ? nil : named.name, className: named.className, address: named.address)
        if slot == live.count { live.append(tracked) } else { live[slot] = tracked }
        slotOf[id] = Int32(slot)
        return slot
    }

    /// The objects still live at the end, by number.
    var remaining: [TrackedObject] {
        live.compactMap { $0 }.sorted { $0.id < $1.id }
    }
}

/// The checking half of a recorded re-check, on its own thread: feeds each batch to the session and
/// keeps the violations for the store's thread to collect.
final class RecordedCheckWorker: @unchecked Sendable {
    let pipeline = BatchPipeline<RecordedBatch, [TrackedObject]>()
    private var session: CheckSession
    private let rules: [RuleRecord]
    private let done = NSCondition()
    private var result: [Violation]?
    private var finished = false

    init(session: consuming CheckSession, rules: [RuleRecord]) {
        self.session = session
        self.rules = rules
    }

    /// The worker's body: every batch in order, then the last flush once the producer has finished.
    func run() {
        var batch = RecordedBatch()
        while pipeline.next(&batch) {
            for item in batch.items {
                switch item {
                case .event(let event): session.feed(event)
                case .release(let object): session.release(object)
                }
            }
        }
        let violations = (try? pipeline.result()).map { session.finish(rules: rules, remaining: $0) }
        done.lock()
        result = violations
        finished = true
        done.broadcast()
        done.unlock()
    }

    /// Waits for the worker; the violations, or nil when the producer failed.
    func violations() -> [Violation]? {
        done.lock()
        defer { done.unlock() }
        while !finished { done.wait() }
        return result
    }
}
