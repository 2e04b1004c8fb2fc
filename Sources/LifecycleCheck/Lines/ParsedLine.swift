/// What one line of a trace is, before objects are interned: byte ranges into the line.
enum ParsedLine {
    case blank
    /// A `#` comment line of the canonical shape.
    case comment
    /// Anything else that is not an event: object dumps, banners, markers, free text.
    case noise
    case call(ParsedCall)
    case warning(ParsedWarning)
}

/// A line that names a catalog API: who received it, with which first argument, and how it was written;
/// byte ranges are packed, since the message cache copies a parse out for every line.
struct ParsedCall {
    private var packedMethodStart: Int32
    private var packedRecord: Int32
    var receiver: IdentityReference = .none
    private var packedClassName = PackedRange(nil)
    private var packedArgument = PackedRange(nil)
    /// What the argument denotes, classified once per message shape.
    var argumentKind: TraceArgument.Kind?
    var isSuper = false
    var isExplicit = false

    init(methodStart: Int, record: Int) {
        packedMethodStart = Int32(clamping: methodStart)
        packedRecord = Int32(record)
    }

    var methodStart: Int { Int(packedMethodStart) }

    var record: Int {
        get { Int(packedRecord) }
        set { packedRecord = Int32(newValue) }
    }

    /// The class the line names (`-[Class sel]`, `Class.method(_:)`, a capitalized receiver).
    var className: Range<Int>? {
        get { packedClassName.range }
        set { packedClassName = PackedRange(newValue) }
    }

    var argument: Range<Int>? {
        get { packedArgument.range }
        set { packedArgument = PackedRange(newValue) }
    }
}

/// A line that holds a UIKit console warning and the object it is about.
struct ParsedWarning {
    var start: Int
    var warning: Int
    var object: IdentityReference
}
