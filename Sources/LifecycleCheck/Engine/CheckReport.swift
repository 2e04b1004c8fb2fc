/// The result of checking one trace file: what was read and every violation, sorted by line.
public struct CheckReport: Codable, Hashable, Sendable {
    public var file: String
    public var events: Int
    public var objects: Int
    public var skippedLines: Int
    public var violations: [Violation]
    /// Lines skipped for invalid UTF-8, or an input in which nothing was recognised; in JSON only when any.
    public var readWarnings: [TraceReadWarning]

    enum CodingKeys: String, CodingKey {
        case file, events, objects
        case skippedLines = "skipped_lines"
        case violations
        case readWarnings = "read_warnings"
    }

    public init(file: String, events: Int, objects: Int, skippedLines: Int, violations: [Violation], readWarnings: [TraceReadWarning] = [])
    {
        self.file = file
        self.events = events
        self.objects = objects
        self.skippedLines = skippedLines
        self.violations = violations
        self.readWarnings = readWarnings
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decode(String.self, forKey: .file)
        events = try container.decode(Int.self, forKey: .events)
        objects = try container.decode(Int.self, forKey: .objects)
        skippedLines = try container.decode(Int.self, forKey: .skippedLines)
        violations = try container.decode([Violation].self, forKey: .violations)
        readWarnings = try container.decodeIfPresent([TraceReadWarning].self, forKey: .readWarnings) ?? []
    }

    /// Today's JSON shape, plus `read_warnings` when there are any.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(events, forKey: .events)
        try container.encode(objects, forKey: .objects)
        try container.encode(skippedLines, forKey: .skippedLines)
        try container.encode(violations, forKey: .violations)
        if !readWarnings.isEmpty { try container.encode(readWarnings, forKey: .readWarnings) }
    }

    /// Whether any violation is an error, which makes `check` fail.
    public var hasErrors: Bool { violations.contains { $0.severity == .error } }
}
