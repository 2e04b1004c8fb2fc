import LifecycleModel

/// The facts of the knowledge filed by trigger, with every trigger spelling resolved once.
///
/// An event with `same_as` stands for its API, so the facts of either are the facts of both.
struct FactIndex: Sendable {
    /// Facts by API record id and by event id, in two `String`-keyed tables: a table keyed by
    /// `TriggerKey` cost the runtime a conformance scan, a hundredth of a cold `ask`.
    private var byAPI: [String: [FactRecord]] = [:]
    private var byEvent: [String: [FactRecord]] = [:]
    /// The API record id each `same_as` event stands for.
    private var sameAs: [String: String] = [:]
    /// The events standing for each API record id.
    private var eventsOfAPI: [String: [String]] = [:]

    init(facts: [FactRecord], events: [EventRecord], catalog: APICatalog) {
        for event in events {
            guard let spelling = event.sameAs, let record = catalog.resolve(spelling) else { continue }
            sameAs[event.id] = record.id
            eventsOfAPI[record.id, default: []].append(event.id)
        }
        for fact in facts {
            if let event = fact.triggerEvent {
                byEvent[event, default: []].append(fact)
            } else {
                for record in catalog.lookup(fact.trigger) {
                    byAPI[record.id, default: []].append(fact)
                }
            }
        }
    }

    /// The facts for a trigger: its own, then those of the API or events it stands for.
    func facts(for key: TriggerKey) -> [FactRecord] {
        switch key {
        case .event(let id):
            let own = byEvent[id] ?? []
            guard let api = sameAs[id] else { return own }
            return own + (byAPI[api] ?? [])
        case .api(let id):
            let viaEvents = (eventsOfAPI[id] ?? []).flatMap { byEvent[$0] ?? [] }
            return (byAPI[id] ?? []) + viaEvents
        }
    }

    /// Whether anything is known about what this trigger causes.
    func hasFacts(for key: TriggerKey) -> Bool {
        !facts(for: key).isEmpty
    }
}
