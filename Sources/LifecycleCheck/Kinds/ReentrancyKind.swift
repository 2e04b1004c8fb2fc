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
