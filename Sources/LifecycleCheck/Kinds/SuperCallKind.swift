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
