/// The second half of reading a trace: turns the parsed lines of `LineReader` into events, keeping the
/// nesting of calls (a stack of indentation widths) and the live objects. Memory depends on the number
/// of live objects, never on the length of the trace: an object is released once no name and no
/// enclosing call can refer to it.
struct EventBuilder {
    /// Events produced so far (API events and console warnings).
    private(set) var eventCount = 0

    private let vocabulary: TraceVocabulary
    private var table = ObjectTable()
    /// The calls still open around the next line: their indentation, sequence and object slot.
    private var nesting: [(indent: Int, sequence: Int, object: Int)] = []

    init(vocabulary: TraceVocabulary) {
        self.vocabulary = vocabulary
    }

    /// Objects numbered so far.
    var objectCount: Int { table.count }

    /// The objects not released yet (the live ones), for the engine's last flush.
    var remainingObjects: [TrackedObject] { table.remaining }

    /// Slots and names held for objects, for tests that check memory follows the live objects.
    var trackedCounts: (slots: Int, names: Int) { (table.slotCount, table.nameCount) }

    /// Delivers the events of a batch, and the objects released on the way, to `sink`.
    mutating func build<Sink: RawEventSink & ~Copyable>(_ batch: ParsedLineBatch, into sink: inout Sink) throws {
        try batch.forEach { entry, message in
            let outer = enclosing(Int(entry.indent), releasingInto: &sink)
            switch entry.parsed {
            case .call(let call):
                let event = event(call, entry, outer: outer, message)
                try sink.receive(event, message: message)
                if vocabulary.keys.facts[call.record].isDealloc, !call.isSuper { table.endLife(event.receiverSlot) }
            case .warning(let warning):
                try sink.receive(event(warning, entry, outer: outer, message), message: message)
            case .blank, .comment, .noise:
                break
            }
        }
    }

    /// Pops finished calls off the nesting stack, releases the unreachable objects no open call refers
    /// to any more, and returns the enclosing event, if any.
    private mutating func enclosing<Sink: RawEventSink & ~Copyable>(
        _ indent: Int, releasingInto sink: inout Sink
    ) -> (sequence: Int, object: Int)? {
        while let top = nesting.last, top.indent >= indent { nesting.removeLast() }
        var index = 0
        while index < table.unreachable.count {
            let slot = table.unreachable[index]
            if nesting.contains(where: { $0.object == slot }) {
                index += 1
            } else {
                sink.release(table.release(slot))
            }
        }
        return nesting.last.map { ($0.sequence, $0.object) }
    }

    private mutating func object(
        _ reference: IdentityReference, enclosing: (sequence: Int, object: Int)?, _ message: UnsafeBufferPointer<UInt8>,
        hash: UInt64? = nil
    ) -> Int {
        if reference.kind == .enclosing, let enclosing { return enclosing.object }
        return table.resolve(reference, in: message, hash: hash)
    }

    /// The event of a call, inlined into `build`: one call less on every line.
    @inline(__always)
    private mutating func event(
        _ call: ParsedCall, _ entry: ParsedLineBatch.Entry, outer: (sequence: Int, object: Int)?, _ message: UnsafeBufferPointer<UInt8>
    ) -> RawEvent {
        let facts = vocabulary.keys.facts[call.record]
        var receiver = object(call.receiver, enclosing: outer, message, hash: entry.receiverHash)
        if !call.isSuper {
            if facts.kind == .initializer { receiver = table.beginLife(receiver) } else { table.markLived(receiver) }
        }
        var subject = receiver
        if facts.subjectIsArgument {
            subject = -1
            if let range = call.argument {
                let reference = IdentityReference.parse(message, range)
                if reference.kind != .none { subject = object(reference, enclosing: outer, message) }
            }
            if subject >= 0 { table.markLived(subject) }
        }
        eventCount += 1
        nesting.append((Int(entry.indent), eventCount, receiver))
        return RawEvent(
            position(entry, outer), receiver: eventObject(receiver), subject: subject >= 0 ? eventObject(subject) : nil,
            occurrence: .api(call.record), argument: call.argumentKind, argumentBytes: call.argument, classBytes: call.className,
            isSuper: call.isSuper, isExplicit: call.isExplicit)
    }

    /// The event of a console warning.
    private mutating func event(
        _ warning: ParsedWarning, _ entry: ParsedLineBatch.Entry, outer: (sequence: Int, object: Int)?,
        _ message: UnsafeBufferPointer<UInt8>
    ) -> RawEvent {
        let receiver = object(warning.object, enclosing: outer, message, hash: entry.receiverHash)
        eventCount += 1
        nesting.append((Int(entry.indent), eventCount, receiver))
        let object = eventObject(receiver)
        return RawEvent(
            position(entry, outer), receiver: object, subject: object, occurrence: .warning(warning.warning), argument: nil,
            argumentBytes: nil, classBytes: nil, isSuper: false, isExplicit: false)
    }

    /// The position of the event just counted, inside `outer` when there is one.
    private func position(_ entry: ParsedLineBatch.Entry, _ outer: (sequence: Int, object: Int)?) -> RawEvent.Position {
        RawEvent.Position(
            line: entry.line, column: Int(entry.column), sequence: eventCount, depth: nesting.count - 1, parent: outer?.sequence)
    }

    /// The object in table row `slot` as an event names it.
    private func eventObject(_ slot: Int) -> RawEvent.Object {
        RawEvent.Object(id: table.id(slot), slot: slot, isNamed: table.isNamed(slot))
    }
}
