import LifecycleModel

/// Everything the reader recognizes, prepared once: the API catalog's spellings as byte keys and the
/// compiled console-warning patterns. Build it once and share it between checks.
public struct TraceVocabulary: Sendable {
    /// The API catalog every spelling is resolved in.
    public let catalog: APICatalog
    /// The console messages recognized as warning events, in vocabulary order.
    public let warnings: [ConsoleWarningRecord]
    let keys: APIKeyTable
    let patterns: ConsoleWarningSearch
    /// Whether the reader may cache parses by message shape (`MessageShape.isSound`), decided once.
    let masksIdentities: Bool
    let eventNames: EventNames

    /// Compiles the warning patterns; fails on a malformed pattern or a duplicate warning id.
    public init(catalog: APICatalog, warnings: [ConsoleWarningRecord] = []) throws(CheckSetupError) {
        let patterns = try ConsoleWarningPattern.compile(warnings)
        self.catalog = catalog
        self.warnings = warnings
        self.keys = APIKeyTable(catalog: catalog)
        self.patterns = ConsoleWarningSearch(patterns)
        self.masksIdentities = MessageShape.isSound(keys: keys, warnings: patterns)
        self.eventNames = EventNames(apis: keys.names, warnings: warnings.map(\.id))
    }

    /// The position of a warning id, for rules that refer to it.
    func warningIndex(_ id: String) -> Int? {
        warnings.firstIndex { $0.id == id }
    }
}
