/// The result of checking one trace file: what was read and every violation, sorted by line.
public struct CheckReport: Codable, Hashable, Sendable {
    public var file: String
    public var events: Int
    public var objects: Int
    public var skippedLines: Int
    public var violations: [Violation]

    enum CodingKeys: String, CodingKey {
        case file, events, objects
        case skippedLines = "skipped_lines"
        case violations
    }

    public init(file: String, events: Int, objects: Int, skippedLines: Int, violations: [Violation]) {
        self.file = file
        self.events = events
        self.objects = objects
        self.skippedLines = skippedLines
        self.violations = violations
    }

    /// Whether any violation is an error, which makes `check` fail.
    public var hasErrors: Bool { violations.contains { $0.severity == .error } }
}
