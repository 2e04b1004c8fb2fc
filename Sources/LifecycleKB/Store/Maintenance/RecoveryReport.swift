/// What `db recover` saved from a damaged store into a fresh one, and what it could not read.
public struct RecoveryReport: Codable, Equatable, Sendable {
    /// The damaged file read.
    public var source: String
    /// The fresh store the salvaged rows went into.
    public var output: String
    /// Where the damaged file was moved when the fresh store took its place.
    public var damagedCopy: String?
    /// Imported traces copied whole, by their ids (which they keep).
    public var savedTraces: [Int64]
    /// Traces that could not be read whole, by id; nothing of them was copied.
    public var lostTraces: [Int64]
    /// Traces that read without an error but with fewer events than they had: copied with the
    /// events that could be read (their event count says so), and never counted as saved.
    public var partialTraces: [PartialTrace] = []
    /// Team rules copied, by id.
    public var savedTeamRules: [String]
    /// Team rules that could not be read whole, by id.
    public var lostTeamRules: [String]
    /// Whether anything was lost or left partial: then `db recover` exits 1.
    public var isComplete: Bool { lostTraces.isEmpty && partialTraces.isEmpty && lostTeamRules.isEmpty && unreadable.isEmpty }

    /// Rule enable/disable settings copied.
    public var savedRuleSettings: Int
    /// Kinds of user rows that could not even be listed (their table's pages are unreadable).
    public var unreadable: [String]

    enum CodingKeys: String, CodingKey {
        case source, output
        case damagedCopy = "damaged_copy"
        case savedTraces = "saved_traces"
        case lostTraces = "lost_traces"
        case partialTraces = "partial_traces"
        case savedTeamRules = "saved_team_rules"
        case lostTeamRules = "lost_team_rules"
        case savedRuleSettings = "saved_rule_settings"
        case unreadable
    }
}

/// A trace `db recover` could read only in part: its id, the events copied and the events it had.
public struct PartialTrace: Codable, Equatable, Sendable {
    public var id: Int64
    public var events: Int
    public var expectedEvents: Int

    enum CodingKeys: String, CodingKey {
        case id, events
        case expectedEvents = "expected_events"
    }
}
