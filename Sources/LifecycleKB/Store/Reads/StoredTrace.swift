/// An imported trace as `traces list` shows it.
public struct TraceSummary: Codable, Equatable, Sendable {
    public var id: Int64
    public var name: String
    public var description: String?
    public var ios: String?
    public var device: String?
    public var source: String?
    public var events: Int
    public var skippedLines: Int
    public var verdict: String
    public var importedAt: String
    public var tags: [String]

    enum CodingKeys: String, CodingKey {
        case id, name, description, ios, device, source, events
        case skippedLines = "skipped_lines"
        case verdict
        case importedAt = "imported_at"
        case tags
    }
}

/// One stored event of a trace, as read back from the store.
public struct StoredEvent: Codable, Equatable, Sendable {
    public var sequence: Int
    public var line: Int
    public var column: Int
    public var depth: Int
    public var parent: Int?
    public var receiver: String
    public var subject: String?
    public var className: String?
    public var api: String
    public var arguments: String?
    public var isSuper: Bool
    public var isCall: Bool

    enum CodingKeys: String, CodingKey {
        case sequence, line, column, depth, parent, receiver, subject
        case className = "class"
        case api, arguments
        case isSuper = "is_super"
        case isCall = "is_call"
    }
}

/// A violation recorded when a trace was imported.
public struct StoredViolation: Codable, Equatable, Sendable {
    public var rule: String
    public var severity: String
    public var line: Int
    public var column: Int
    public var object: String
    public var message: String
}

/// A whole stored trace: its summary, events and verdicts.
public struct StoredTrace: Codable, Equatable, Sendable {
    public var summary: TraceSummary
    public var events: [StoredEvent]
    public var violations: [StoredViolation]
}
