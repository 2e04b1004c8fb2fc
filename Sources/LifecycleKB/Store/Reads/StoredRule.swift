import LifecycleCheck

/// A rule as the store holds it: the record, where it came from and whether it runs.
public struct StoredRule: Codable, Equatable, Sendable {
    /// Built-in rules ship in `Data/`; user rules were imported by a team.
    public enum Origin: String, Codable, Sendable {
        case builtin, user
    }

    public var rule: RuleRecord
    public var origin: Origin
    public var enabled: Bool

    public init(rule: RuleRecord, origin: Origin, enabled: Bool) {
        self.rule = rule
        self.origin = origin
        self.enabled = enabled
    }
}
