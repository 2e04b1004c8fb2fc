import LifecycleModel

/// What a question asks about: a call of a catalog API, or an event that is not a call.
enum Trigger: Sendable, Hashable {
    case api(APIRecord)
    case event(EventRecord)

    /// The key facts are filed under.
    /// Whether the trigger is an event rather than an API call.
    var isEvent: Bool {
        if case .event = self { return true }
        return false
    }

    var key: TriggerKey {
        switch self {
        case .api(let record): .api(record.id)
        case .event(let event): .event(event.id)
        }
    }
}

/// The identity of a trigger: an API record id or an event id.
enum TriggerKey: Sendable, Hashable {
    case api(String)
    case event(String)
}
