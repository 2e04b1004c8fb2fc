/// The categories of diagnostics that are not a rule's finding: why an input or the store could not be
/// used. The raw value is the diagnostic's `category`; rule identifiers always hold a dot, these never do.
public enum DiagnosticKind: String, CaseIterable, Sendable {
    /// A trace line that cannot be read (with `--strict`), or a trace that cannot be read at all.
    case parse
    /// A line skipped while reading a trace (invalid UTF-8, nothing recognised); always a warning.
    case read
    /// A knowledge or team-rule file that does not validate.
    case data
    /// An input file that is missing, a directory or unreadable.
    case missingInput = "missing-input"
    /// A Swift source file that is not UTF-8 text (`lint`).
    case unreadable
    /// A stored rule or console warning that does not compile into the checker.
    case ruleSetup = "rule-setup"
    /// A stored vocabulary phrase that does not compile into the question reader.
    case askSetup = "ask-setup"
    /// The database failed, or refused what was asked of it.
    case store
    /// A failure the tool has no description for; the message names the error's type.
    case unexpected

    /// The exit code an error of this kind implies.
    public var exitStatus: Int32 {
        switch self {
        case .parse, .read, .data, .unreadable: ExitStatus.malformedInput
        case .missingInput: ExitStatus.missingInput
        case .ruleSetup, .askSetup, .store, .unexpected: ExitStatus.databaseOrIO
        }
    }
}
