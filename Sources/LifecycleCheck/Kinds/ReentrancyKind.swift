/// `reentrancy`: an event must not run nested (at any depth) inside the same event on the same object.
public struct ReentrancyCheck: Codable, Hashable, Sendable {
    public var event: [EventPattern]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case event
    }

    public init(event: [EventPattern]) {
        self.event = event
    }

    public init(from decoder: Decoder) throws {
        event = try decoder.container(keyedBy: CodingKeys.self).requiredPatterns(.event)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodePatterns(event, .event)
    }
}

extension ReentrancyCheck: RegisteredCheckKind {
    static let name = "reentrancy"

    func compile(_ compiler: inout CheckCompiler) throws(CheckSetupError) -> ReentrancyMonitor {
        try compiler.route(event, .event)
        return ReentrancyMonitor(events: try compiler.records(event))
    }
}

extension RuleCheck.Kind {
    /// A `reentrancy` check.
    public static func reentrancy(_ parameters: ReentrancyCheck) -> Self { Self(parameters) }
}

/// Runs a `reentrancy` check: the event while the same event on the same object is still running.
struct ReentrancyMonitor: Monitor {
    static let keepsState = false
    static let reportsAtEnd = false
    static func bank(_ monitors: [Self]) -> MonitorBank { MonitorBank(monitors) }

    let events: RecordSet

    @inline(__always)
    func receive(_ role: Role, _ cell: inout MonitorCell, object: Int, _ context: EventContext, _ report: inout [ViolationDraft]) {
        guard role == .event else { return }
        for outer in context.frames.reversed() where !outer.isSuper && events.contains(outer.api) && outer.involves(object) {
            report.append(context.draft(object: object, related: [outer.line]))
            return
        }
    }
}
