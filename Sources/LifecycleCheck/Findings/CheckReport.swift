/// The result of checking one trace file: what was read and every violation, sorted by line. It
/// reaches the user only as a `FileReport` (`fileReport`), so every format, JSON included, is written
/// by one reporter from the same diagnostics.
public struct CheckReport: Hashable, Sendable {
    public var file: String
    public var events: Int
    public var objects: Int
    public var skippedLines: Int
    public var violations: [Violation]
    /// Lines skipped for invalid UTF-8, or an input in which nothing was recognised.
    public var readWarnings: [TraceReadWarning]

    /// The one way a report is made: every engine path hands over what its reading counted and
    /// what its session found.
    public init(file: String, tally: ReadTally, violations: [Violation]) {
        self.file = file
        self.events = tally.events
        self.objects = tally.objects
        self.skippedLines = tally.skippedLines
        self.violations = violations
        self.readWarnings = tally.warnings
    }

    /// Whether any violation is an error, which makes `check` fail.
    public var hasErrors: Bool { violations.contains { $0.severity == .error } }
}
