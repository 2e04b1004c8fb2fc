/// One finding of `check` or `lint`, or one error of any command, independent of how it is shown, so
/// every output format is a pure function of the same values and a new format never touches the checkers.
public struct Diagnostic: Codable, Hashable, Sendable {
    /// How bad the finding is; errors make the command exit 1.
    public enum Severity: String, Codable, Hashable, Sendable {
        case error, warning, note
    }

    /// Where a finding points: any part may be unknown (a trace read from stdin has no file).
    public struct Location: Codable, Hashable, Sendable {
        public var file: String?
        public var line: Int?
        public var column: Int?

        public init(file: String? = nil, line: Int? = nil, column: Int? = nil) {
            self.file = file
            self.line = line
            self.column = column
        }
    }

    /// A related place that explains the finding (`the child's view was added here`).
    public struct Note: Codable, Hashable, Sendable {
        public var location: Location?
        public var message: String

        public init(location: Location? = nil, message: String) {
            self.location = location
            self.message = message
        }
    }

    public var location: Location?
    public var severity: Severity
    /// The rule identifier (`containment.add-order`) or the error kind (`parse`); public API.
    public var category: String
    public var message: String
    public var notes: [Note]
    /// How to correct it, in words; nil when there is nothing to suggest.
    public var fix: String?
    /// The object the finding is about as the input names it (a trace's `child`); nil for source code.
    public var subject: String?

    public init(
        location: Location?, severity: Severity, category: String, message: String,
        notes: [Note] = [], fix: String? = nil, subject: String? = nil
    ) {
        self.location = location
        self.severity = severity
        self.category = category
        self.message = message
        self.notes = notes
        self.fix = fix
        self.subject = subject
    }

    /// The kind of error this is, or nil for a rule's finding (whose category is the rule id).
    public var kind: DiagnosticKind? { DiagnosticKind(rawValue: category) }

    /// The exit code this diagnostic implies on its own: a warning or note none, a rule's error
    /// "violations found", any other error its kind's code. A command exits with the highest.
    public var exitStatus: Int32 {
        guard severity == .error else { return ExitStatus.success }
        return kind?.exitStatus ?? ExitStatus.violationsFound
    }
}
