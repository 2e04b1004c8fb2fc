/// One reported problem, located at a trace line; the CLI turns it into text, JSON or Markdown.
public struct Violation: Codable, Hashable, Sendable {
    public var rule: String
    public var severity: RuleRecord.Severity
    public var line: Int
    public var column: Int
    /// The object's name as the trace gives it.
    public var object: String
    public var message: String
    public var fix: String
    /// Other lines that take part: the earlier call of a wrong order, the unmatched open.
    public var relatedLines: [Int]

    enum CodingKeys: String, CodingKey {
        case rule, severity, line, column, object, message, fix
        case relatedLines = "related_lines"
    }

    public init(
        rule: String, severity: RuleRecord.Severity, line: Int, column: Int, object: String, message: String,
        fix: String, relatedLines: [Int]
    ) {
        self.rule = rule
        self.severity = severity
        self.line = line
        self.column = column
        self.object = object
        self.message = message
        self.fix = fix
        self.relatedLines = relatedLines
    }
}
