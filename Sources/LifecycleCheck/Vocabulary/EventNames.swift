/// The strings a `TraceEvent` takes from the vocabulary, by API and warning position, held by one
/// reference: a sink that builds an event per line keeps this, not a copy of the whole vocabulary.
final class EventNames: Sendable {
    let apis: [APIKeyTable.Names]
    let warnings: [String]

    init(apis: [APIKeyTable.Names], warnings: [String]) {
        self.apis = apis
        self.warnings = warnings
    }
}
