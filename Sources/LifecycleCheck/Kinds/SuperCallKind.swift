/// `super-call`: what an override may do with `super`, judged from `super.x` calls nested directly
/// under an override of one of `overrides`.
public struct SuperCallCheck: Codable, Hashable, Sendable {
    /// The three things the catalog's rules say about super calls.
    public enum Mode: String, Codable, Hashable, Sendable {
        /// The override calls super of a different method.
        case mustMatch = "must-match"
        /// The override calls its own super at all.
        case forbidden
        /// The override calls its own super more than once.
        case once
    }

    public var mode: Mode
    public var overrides: [EventPattern]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case mode, overrides
    }

    public init(mode: Mode, overrides: [EventPattern]) {
        self.mode = mode
        self.overrides = overrides
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        mode = try container.decode(Mode.self, forKey: .mode)
        overrides = try container.requiredPatterns(.overrides)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mode, forKey: .mode)
        try container.encodePatterns(overrides, .overrides)
    }
}

extension SuperCallCheck: RegisteredCheckKind {
    static let name = "super-call"

    func compile(_ compiler: inout CheckCompiler) throws(CheckSetupError) -> SuperCallMonitor {
        try compiler.watchSuperCalls(under: overrides)
        return SuperCallMonitor(mode: mode)
    }
}

extension RuleCheck.Kind {
    /// A `super-call` check.
    public static func superCall(_ parameters: SuperCallCheck) -> Self { Self(parameters) }
}

/// Runs a `super-call` check on every `super` call nested directly under an override it covers: the
/// session delivers only those (`CheckProgram.superCallRoutes`).
struct SuperCallMonitor: Monitor {
    static let keepsState = false
    static let reportsAtEnd = false
    static func bank(_ monitors: [Self]) -> MonitorBank { MonitorBank(monitors) }

    let mode: SuperCallCheck.Mode

    @inline(__always)
    func receive(_ role: Role, _ cell: inout MonitorCell, object: Int, _ context: EventContext, _ report: inout [ViolationDraft]) {
        guard let override = context.parent else { return }
        let api = context.apiIndex
        let violates =
            switch mode {
            case .mustMatch: api != override.api
            case .forbidden: api == override.api
            case .once: api == override.api && context.earlierSuperCalls > 0
            }
        if violates { report.append(context.draft(object: object, related: [override.line])) }
    }
}
