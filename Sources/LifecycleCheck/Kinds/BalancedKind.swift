/// `balanced`: open/close pairs per object. Re-opening with the same first argument is a violation,
/// with the opposite argument a cancellation (allowed); a close with nothing open once the object has
/// been seen pairing is a violation, and so is a pair still open at the end when `unclosed` is set.
public struct BalancedCheck: Codable, Hashable, Sendable {
    public var open: [EventPattern]
    public var close: [EventPattern]
    public var unclosed: Bool

    enum CodingKeys: String, CodingKey, CaseIterable {
        case open, close, unclosed
    }

    public init(open: [EventPattern], close: [EventPattern], unclosed: Bool = true) {
        self.open = open
        self.close = close
        self.unclosed = unclosed
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        open = try container.requiredPatterns(.open)
        close = try container.requiredPatterns(.close)
        unclosed = try container.decodeIfPresent(Bool.self, forKey: .unclosed) ?? true
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodePatterns(open, .open)
        try container.encodePatterns(close, .close)
        if !unclosed { try container.encode(false, forKey: .unclosed) }
    }
}

extension BalancedCheck: RegisteredCheckKind {
    static let name = "balanced"

    func compile(_ compiler: inout CheckCompiler) throws(CheckSetupError) -> BalancedMonitor {
        try compiler.route(open, .open)
        try compiler.route(close, .close)
        return BalancedMonitor(reportUnclosed: unclosed)
    }
}

extension RuleCheck.Kind {
    /// A `balanced` check.
    public static func balanced(_ parameters: BalancedCheck) -> Self { Self(parameters) }
}
