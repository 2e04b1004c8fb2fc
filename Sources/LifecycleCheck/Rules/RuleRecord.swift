import LifecycleModel

/// One rule of the catalog (`Data/rules/<group>/<name>.yaml`): a self-describing value the engine runs
/// and the documentation prints, with the examples that test it.
public struct RuleRecord: Codable, Hashable, Sendable {
    /// How bad a violation is; errors make `check` fail.
    public enum Severity: String, Codable, Hashable, Sendable {
        case error, warning
    }

    /// Traces that must stay silent and traces that must report; `↓` at a line start marks a report.
    public struct Examples: Codable, Hashable, Sendable {
        public var conforming: [String]
        public var violating: [String]

        public init(conforming: [String], violating: [String]) {
            self.conforming = conforming
            self.violating = violating
        }
    }

    /// Stable dotted identifier (`containment.add-order`); public API, never renamed.
    public var id: String
    public var severity: Severity
    public var summary: Bilingual
    public var rationale: Bilingual
    public var fix: Bilingual
    public var sources: [String]
    /// One or more checks of the closed set of kinds documented in `Data/rules/KINDS.md`.
    public var checks: [RuleCheck]
    public var examples: Examples
    /// The source-code side of the rule that `lint` runs on Swift files; nil for trace-only rules.
    public var lint: StaticPart?

    public init(
        id: String, severity: Severity, summary: Bilingual, rationale: Bilingual, fix: Bilingual,
        sources: [String], checks: [RuleCheck], examples: Examples, lint: StaticPart? = nil
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.fix = fix
        self.sources = sources
        self.checks = checks
        self.examples = examples
        self.lint = lint
    }
}
