/// Everything curated about the lifecycle except the rules, as plain values the engines read.
public struct Knowledge: Sendable {
    public var sources: [SourceRecord]
    public var catalog: APICatalog
    public var events: [EventRecord]
    public var contexts: [ContextRecord]
    public var facts: [FactRecord]
    public var orders: [OrderRecord]
    public var scenarios: [ScenarioRecord]
    /// The usual causes behind "why is X not called / called twice / never released".
    public var causes: [CauseRecord]
    /// The messages UIKit prints when the lifecycle goes wrong, which `check` reports and `ask` explains.
    public var warnings: [ConsoleWarningRecord]

    public init(
        sources: [SourceRecord], catalog: APICatalog, events: [EventRecord], contexts: [ContextRecord],
        facts: [FactRecord], orders: [OrderRecord], scenarios: [ScenarioRecord], causes: [CauseRecord] = [],
        warnings: [ConsoleWarningRecord] = []
    ) {
        self.sources = sources
        self.catalog = catalog
        self.events = events
        self.contexts = contexts
        self.facts = facts
        self.orders = orders
        self.scenarios = scenarios
        self.causes = causes
        self.warnings = warnings
    }
}
