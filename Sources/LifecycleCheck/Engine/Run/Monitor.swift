/// The part an event plays for one check. The order of the cases is the order in which one event's
/// roles reach a monitor (an event that is both a check's `event` and a `reset` is checked first).
enum Role: Int, Comparable, Sendable {
    case event, deadline, response, trigger, requires, notAfter, anchor, allowance, reset, open, close

    static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Roles that make a check pass accept an event whose argument the trace does not show; roles
    /// that can lead to a report need the argument to match for sure.
    var acceptsUnknownArgument: Bool { self == .requires || self == .response }
}

/// A call still open while later events run inside it, from the indentation of the trace.
struct Frame {
    var api: Int
    var receiver: Int
    var subject: Int?
    var line: Int
    var isSuper: Bool
    var isExplicit: Bool

    /// Whether this call was made on the object.
    func involves(_ object: Int) -> Bool { receiver == object || subject == object }
}

/// Where a violation goes: the line and object it is reported at and the lines it relates to.
struct ViolationDraft {
    var line: Int
    var column: Int
    var object: Int
    var related: [Int]
}

/// What a monitor sees of one event: where it is, its API and argument, and the calls it is nested
/// in (innermost last). The event's fields are taken one by one, never the event whole: the reader
/// has just written it field by field, and a copy in wide moves would wait on those writes.
struct EventContext {
    let line: Int
    let column: Int
    let apiIndex: Int
    /// The argument's code (`RawEvent.argumentCode`), decoded only for the kinds that read it.
    private let argumentCode: Int
    let frames: UnsafeBufferPointer<Frame>
    /// For a `super` call: how many `super` calls of the same method the enclosing call made before.
    let earlierSuperCalls: Int
    private let receiver: Int
    private let receiverIsNamed: Bool
    private let subjectIsNamed: Bool

    @inline(__always)
    init(event: RawEvent, frames: UnsafeBufferPointer<Frame>, earlierSuperCalls: Int) {
        line = event.line
        column = event.column
        apiIndex = event.apiIndex
        argumentCode = event.argumentCode
        self.frames = frames
        self.earlierSuperCalls = earlierSuperCalls
        receiver = event.receiver
        receiverIsNamed = event.receiverIsNamed
        subjectIsNamed = event.subjectIsNamed
    }

    var argument: TraceArgument.Kind? { RawEvent.argument(code: argumentCode) }

    /// Whether the log names `object`, the event's receiver or subject (`TraceObject.isNamed`).
    func isNamed(_ object: Int) -> Bool { object == receiver ? receiverIsNamed : subjectIsNamed }

    var parent: Frame? { frames.last }

    /// A draft reported at this event.
    func draft(object: Int, related: [Int] = []) -> ViolationDraft {
        ViolationDraft(line: line, column: column, object: object, related: related)
    }
}

/// How one check kind reacts to events: a small value holding the check's parameters, updating the
/// object's `MonitorCell` in place. The cells live in `MonitorSet`'s table, one per check and object.
protocol Monitor: Sendable {
    /// Whether the check keeps a cell per object; one that judges each event alone has no column.
    /// Stated by every kind (no default), so a new kind cannot be laid out wrongly by omission.
    static var keepsState: Bool { get }
    /// Whether `flush` can report; only these checks are flushed when an object ends. Stated by every
    /// kind, beside its `flush`, so a new kind's end-of-object report is never skipped by omission.
    static var reportsAtEnd: Bool { get }
    /// The kind's bank for a run: every kind writes `MonitorBank(monitors)` here, so the bank's
    /// per-event closures are made, and specialised, for the concrete monitor type.
    static func bank(_ monitors: [Self]) -> MonitorBank
    /// Whether this check, with its parameters, can report at an object's end: a kind that does
    /// (`reportsAtEnd`) may say no for a check whose `flush` never reports (a `no-repeat` check with
    /// no allowances), so objects ending skip it. Defaults to the kind's answer.
    var reportsAtEnd: Bool { get }
    /// The cell of an object the check has not seen yet.
    var initialCell: MonitorCell { get }
    /// An event matched one of the check's patterns in `role`, counted for `object`.
    func receive(_ role: Role, _ cell: inout MonitorCell, object: Int, _ context: EventContext, _ report: inout [ViolationDraft])
    /// The object was deallocated or the trace ended: report what still waits on it.
    func flush(_ cell: MonitorCell, object: Int, _ report: inout [ViolationDraft])
    /// The monitor for a complete log (`CheckOptions.complete`), given which roles' evidence is
    /// callbacks only (so their absence is meaningful); by default the same monitor.
    func assumingCompleteLog(callbacksOnly: (Role) -> Bool) -> Self
}

extension Monitor {
    var reportsAtEnd: Bool { Self.reportsAtEnd }
    var initialCell: MonitorCell { MonitorCell() }
    func flush(_ cell: MonitorCell, object: Int, _ report: inout [ViolationDraft]) {}
    func assumingCompleteLog(callbacksOnly: (Role) -> Bool) -> Self { self }
}
