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
    /// Team rules copied, by id.
    public var savedTeamRules: [String]
    /// Team rules that could not be read whole, by id.
    public var lostTeamRules: [String]
    /// Rule enable/disable settings copied.
    public var savedRuleSettings: Int
    /// Kinds of user rows that could not even be listed (their table's pages are unreadable).
    public var unreadable: [String]

    enum CodingKeys: String, CodingKey {
        case source, output
        case damagedCopy = "damaged_copy"
        case savedTraces = "saved_traces"
        case lostTraces = "lost_traces"
        case savedTeamRules = "saved_team_rules"
        case lostTeamRules = "lost_team_rules"
        case savedRuleSettings = "saved_rule_settings"
        case unreadable
    }
}
