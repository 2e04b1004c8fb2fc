/// An event as the reader first produces it: plain values only (byte ranges instead of strings), packed
/// so the engine's hot path copies it cheaply and without reference counting. `TraceEvent` is its
/// public form.
struct RawEvent {
    var line: Int
    var sequence: Int
    /// Sequence of the enclosing event, -1 at top level.
    var parent: Int
    /// The object's number (`TrackedObject.id`).
    var receiver: Int
    /// -1 when the trace does not name the subject.
    var subject: Int
    private var packedColumn: Int32
    private var packedDepth: Int32
    private var packedReceiverSlot: Int32
    private var packedSubjectSlot: Int32
    private var packedAPIIndex: Int32
    private var packedWarningIndex: Int32
    private var packedArgumentBytes: PackedRange
    private var packedClassBytes: PackedRange
    /// The argument's kind (a code, 0 when absent) and the two flags in one word, written and read
    /// whole, so handing the event to the monitors never reads back bytes written apart.
    private var details: UInt32

    /// Where an event sits in its trace.
    struct Position {
        var line: Int
        var column: Int
        var sequence: Int
        var depth: Int
        /// The enclosing event's sequence; nil at top level.
        var parent: Int?
    }

    /// One object an event concerns: its number, the engine row it lives in, and whether the log names it.
    struct Object {
        var id: Int
        var slot: Int
        var isNamed: Bool
    }

    /// What happened: a catalog API was called, or UIKit printed a console warning.
    enum Occurrence {
        /// The position of the API in the catalog's records.
        case api(Int)
        /// The position of the warning in the vocabulary's warnings.
        case warning(Int)
    }

    /// The packed form keeps -1 for every absent value, so the hot path reads plain integers; callers
    /// say absence with optionals instead.
    init(
        _ position: Position, receiver: Object, subject: Object?, occurrence: Occurrence, argument: TraceArgument.Kind?,
        argumentBytes: Range<Int>?, classBytes: Range<Int>?, isSuper: Bool, isExplicit: Bool
    ) {
        line = position.line
        sequence = position.sequence
        parent = position.parent ?? -1
        self.receiver = receiver.id
        self.subject = subject?.id ?? -1
        // A column past Int32 would need a line of gigabytes; it is reported as the largest one.
        packedColumn = Int32(clamping: position.column)
        packedDepth = Int32(clamping: position.depth)
        packedReceiverSlot = Int32(receiver.slot)
        packedSubjectSlot = Int32(subject?.slot ?? -1)
        switch occurrence {
        case .api(let index): (packedAPIIndex, packedWarningIndex) = (Int32(index), -1)
        case .warning(let index): (packedAPIIndex, packedWarningIndex) = (-1, Int32(index))
        }
        packedArgumentBytes = PackedRange(argumentBytes)
        packedClassBytes = PackedRange(classBytes)
        details =
            UInt32(Self.argumentCode(argument)) | (isSuper ? 0x100 : 0) | (isExplicit ? 0x200 : 0) | (receiver.isNamed ? 0x400 : 0)
            | (subject?.isNamed ?? false ? 0x800 : 0)
    }

    /// The arguments an event can have, in the order of their codes.
    static let arguments: [TraceArgument.Kind?] = [nil, .nil, .true, .false, .objectReference, .unknown]

    /// An argument as a small number (its position in `arguments`), so a route tests it with one bit.
    static func argumentCode(_ argument: TraceArgument.Kind?) -> Int {
        switch argument {
        case nil: 0
        case .nil: 1
        case .true: 2
        case .false: 3
        case .objectReference: 4
        case .unknown: 5
        }
    }

    /// The argument an `argumentCode` stands for.
    static func argument(code: Int) -> TraceArgument.Kind? {
        switch code {
        case 1: .nil
        case 2: .true
        case 3: .false
        case 4: .objectReference
        case 5: .unknown
        default: nil
        }
    }

    var argument: TraceArgument.Kind? { Self.argument(code: argumentCode) }

    /// `argumentCode(argument)`, read without decoding the argument.
    var argumentCode: Int { Int(details & 0xFF) }

    var isSuper: Bool { details & 0x100 != 0 }
    var isExplicit: Bool { details & 0x200 != 0 }
    /// Whether the log names the receiver, and the subject: not the one anonymous controller of a log
    /// of bare method names (`TraceObject.isNamed`).
    var receiverIsNamed: Bool { details & 0x400 != 0 }
    var subjectIsNamed: Bool { details & 0x800 != 0 }

    var column: Int { Int(packedColumn) }
    var depth: Int { Int(packedDepth) }
    /// The row the engine keeps the receiver's state in while it lives (`TrackedObject.slot`).
    var receiverSlot: Int { Int(packedReceiverSlot) }
    /// -1 when the trace does not name the subject.
    var subjectSlot: Int { Int(packedSubjectSlot) }
    /// -1 for a console warning.
    var apiIndex: Int { Int(packedAPIIndex) }
    /// -1 for an API event.
    var warningIndex: Int { Int(packedWarningIndex) }
    var argumentBytes: Range<Int>? { packedArgumentBytes.range }
    var classBytes: Range<Int>? { packedClassBytes.range }

    /// The subject as an optional, for patterns taken on the subject.
    var subjectObject: Int? { subject >= 0 ? subject : nil }
}

extension TraceEvent {
    /// The public form of a raw event, with its strings built from its message and the catalog.
    init(_ raw: RawEvent, message: UnsafeBufferPointer<UInt8>, names: EventNames) {
        func text(_ range: Range<Int>?) -> String? {
            range.map { String(decoding: UnsafeBufferPointer(rebasing: message[$0]), as: UTF8.self) }
        }
        let api = raw.apiIndex >= 0 ? names.apis[raw.apiIndex] : nil
        self.init(
            line: raw.line, column: raw.column, sequence: raw.sequence, depth: raw.depth,
            parent: raw.parent >= 0 ? raw.parent : nil, receiver: raw.receiver, subject: raw.subjectObject,
            className: text(raw.classBytes), api: api?.id, selector: api?.selector,
            warning: raw.warningIndex >= 0 ? names.warnings[raw.warningIndex] : nil,
            argument: raw.argument.map { TraceArgument(kind: $0, text: text(raw.argumentBytes) ?? "") },
            isSuperCall: raw.isSuper, isExplicitCall: raw.isExplicit, apiIndex: raw.apiIndex,
            warningIndex: raw.warningIndex)
    }
}

/// An event read back (a stored trace's, or one a caller built) whose numbers become a raw event's again:
/// the two forms, `TraceEvent` and `RecordedEvent`, say where it sits and what happened the same way.
protocol EventNumbers {
    var line: Int { get }
    var column: Int { get }
    var sequence: Int { get }
    var depth: Int { get }
    var parent: Int? { get }
    var apiIndex: Int { get }
    var warningIndex: Int { get }
}

extension EventNumbers {
    /// Where the event sits, as a raw event says it.
    var position: RawEvent.Position {
        RawEvent.Position(line: line, column: column, sequence: sequence, depth: depth, parent: parent)
    }

    /// An API call unless the event is a console warning (its API index is -1 then).
    var occurrence: RawEvent.Occurrence {
        apiIndex >= 0 ? .api(apiIndex) : .warning(warningIndex)
    }
}

extension TraceEvent: EventNumbers {}
extension RecordedEvent: EventNumbers {}
