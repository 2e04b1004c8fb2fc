/// One line of a trace that says something happened: a lifecycle callback, an explicit call, a `super`
/// call or a UIKit console warning, with the object it belongs to.
public struct TraceEvent: Hashable, Sendable {
    /// 1-based line in the file.
    public var line: Int
    /// 1-based column (in Unicode scalars) where the method name or the warning text starts.
    public var column: Int
    /// 1-based position among the events of the trace.
    public var sequence: Int
    /// How deeply the line is indented under earlier events: 0 for a top-level event.
    public var depth: Int
    /// The sequence of the event this one was made inside, when indentation says so.
    public var parent: Int?
    /// The object the method was sent to (`TraceObject.id`); the enclosing override's object for `super`.
    public var receiver: Int
    /// Whose lifecycle the event belongs to: the argument's object for APIs like `addSubview:`, nil when
    /// the trace does not say which object that is.
    public var subject: Int?
    /// The class the line names for the receiver, when it names one.
    public var className: String?
    /// The catalog record (`APIRecord.id`), nil for a console warning.
    public var api: String?
    /// The record's Objective-C selector, nil for a console warning.
    public var selector: String?
    /// The console warning's identifier, for warning lines.
    public var warning: String?
    /// The first argument, when the line shows one.
    public var argument: TraceArgument?
    /// A `super.x()` / `[super x]` call made inside an override.
    public var isSuperCall: Bool
    /// A call written by user code (`parent addChildViewController: child`, `child.willMove(toParent: nil)`)
    /// rather than a logged callback.
    public var isExplicitCall: Bool
    /// Position of the record in the catalog, for fast dispatch; -1 for a console warning.
    public var apiIndex: Int
    /// Position of the warning in the vocabulary; -1 for an API event.
    public var warningIndex: Int

    public init(
        line: Int, column: Int, sequence: Int, depth: Int, parent: Int?, receiver: Int, subject: Int?,
        className: String?, api: String?, selector: String?, warning: String?, argument: TraceArgument?,
        isSuperCall: Bool, isExplicitCall: Bool, apiIndex: Int, warningIndex: Int
    ) {
        self.line = line
        self.column = column
        self.sequence = sequence
        self.depth = depth
        self.parent = parent
        self.receiver = receiver
        self.subject = subject
        self.className = className
        self.api = api
        self.selector = selector
        self.warning = warning
        self.argument = argument
        self.isSuperCall = isSuperCall
        self.isExplicitCall = isExplicitCall
        self.apiIndex = apiIndex
        self.warningIndex = warningIndex
    }
}
