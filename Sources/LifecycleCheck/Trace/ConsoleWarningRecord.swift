import LifecycleModel

/// One message UIKit prints to the console when the lifecycle goes wrong, recognized in traces so a
/// `console-warning` check can report it (`Data/vocabulary/console-warnings.yaml`).
public struct ConsoleWarningRecord: Codable, Hashable, Sendable {
    /// Stable identifier that rule checks refer to (`unbalanced-appearance-transitions`).
    public var id: String
    /// The message with `{object}` for the controller the warning is about, `{name}` for other
    /// captured objects and `*` for any text; matched anywhere in a line.
    public var patterns: [String]
    public var summary: Bilingual
    public var sources: [String]

    public init(id: String, patterns: [String], summary: Bilingual, sources: [String]) {
        self.id = id
        self.patterns = patterns
        self.summary = summary
        self.sources = sources
    }
}

/// The shape of `console-warnings.yaml`: a top-level `warnings:` list.
public struct ConsoleWarningFile: Codable, Hashable, Sendable {
    public var warnings: [ConsoleWarningRecord]

    public init(warnings: [ConsoleWarningRecord]) {
        self.warnings = warnings
    }
}
