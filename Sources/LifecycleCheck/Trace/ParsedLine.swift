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

/// A line that names a catalog API: who received it, with which first argument, and how it was written.
struct ParsedCall {
    var methodStart: Int
    var record: Int
    var receiver: IdentityReference = .none
    /// The class the line names (`-[Class sel]`, `Class.method(_:)`, a capitalized receiver).
    var className: Range<Int>?
    var argument: Range<Int>?
    /// What the argument denotes, classified once per distinct message.
    var argumentKind: TraceArgument.Kind?
    var isSuper = false
    var isExplicit = false
}

/// A line that holds a UIKit console warning and the object it is about.
struct ParsedWarning {
    var start: Int
    var warning: Int
    var object: IdentityReference
}
