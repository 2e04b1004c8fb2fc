/// One check of a rule: a kind from the closed set in `Data/rules/KINDS.md` with its parameters, an
/// optional message, and an optional gate on what the trace logs at all.
public struct RuleCheck: Codable, Hashable, Sendable {
    /// The closed set of check kinds, each with its parameters.
    public enum Kind: Hashable, Sendable {
        case precedence(PrecedenceCheck)
        case order(OrderCheck)
        case response(ResponseCheck)
        case balanced(BalancedCheck)
        case noRepeat(NoRepeatCheck)
        case reentrancy(ReentrancyCheck)
        case superCall(SuperCallCheck)
        case consoleWarning(ConsoleWarningCheck)

        /// The name written after `kind:`.
        public var name: String {
            switch self {
            case .precedence: "precedence"
            case .order: "order"
            case .response: "response"
            case .balanced: "balanced"
            case .noRepeat: "no-repeat"
            case .reentrancy: "reentrancy"
            case .superCall: "super-call"
            case .consoleWarning: "console-warning"
            }
        }
    }

    public var kind: Kind
    /// What the violation says (English); defaults to the rule's summary.
    public var message: String?
    /// The check only reports when the trace logs at least one of these events at all, so a trace
    /// that does not log what the check needs stays silent.
    public var whenLogged: [EventPattern]

    public init(kind: Kind, message: String? = nil, whenLogged: [EventPattern] = []) {
        self.kind = kind
        self.message = message
        self.whenLogged = whenLogged
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private static let commonKeys: Set<String> = ["kind", "message", "when_logged"]

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let name = try container.decode(String.self, forKey: Key("kind"))
        let allowed: [String]
        switch name {
        case "precedence":
            allowed = PrecedenceCheck.CodingKeys.allCases.map(\.stringValue)
            kind = .precedence(try PrecedenceCheck(from: decoder))
        case "order":
            allowed = OrderCheck.CodingKeys.allCases.map(\.stringValue)
            kind = .order(try OrderCheck(from: decoder))
        case "response":
            allowed = ResponseCheck.CodingKeys.allCases.map(\.stringValue)
            kind = .response(try ResponseCheck(from: decoder))
        case "balanced":
            allowed = BalancedCheck.CodingKeys.allCases.map(\.stringValue)
            kind = .balanced(try BalancedCheck(from: decoder))
        case "no-repeat":
            allowed = NoRepeatCheck.CodingKeys.allCases.map(\.stringValue)
            kind = .noRepeat(try NoRepeatCheck(from: decoder))
        case "reentrancy":
            allowed = ReentrancyCheck.CodingKeys.allCases.map(\.stringValue)
            kind = .reentrancy(try ReentrancyCheck(from: decoder))
        case "super-call":
            allowed = SuperCallCheck.CodingKeys.allCases.map(\.stringValue)
            kind = .superCall(try SuperCallCheck(from: decoder))
        case "console-warning":
            allowed = ConsoleWarningCheck.CodingKeys.allCases.map(\.stringValue)
            kind = .consoleWarning(try ConsoleWarningCheck(from: decoder))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: Key("kind"), in: container,
                debugDescription:
                    "unknown check kind '\(name)' (precedence, order, response, balanced, no-repeat, reentrancy, super-call, console-warning)"
            )
        }
        let known = Self.commonKeys.union(allowed)
        if let stray = container.allKeys.first(where: { !known.contains($0.stringValue) }) {
            throw DecodingError.dataCorruptedError(
                forKey: stray, in: container,
                debugDescription: "'\(stray.stringValue)' is not a parameter of \(name) checks (\(allowed.joined(separator: ", ")))")
        }
        message = try container.decodeIfPresent(String.self, forKey: Key("message"))
        whenLogged = try container.patterns(Key("when_logged"))
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(kind.name, forKey: Key("kind"))
        switch kind {
        case .precedence(let check): try check.encode(to: encoder)
        case .order(let check): try check.encode(to: encoder)
        case .response(let check): try check.encode(to: encoder)
        case .balanced(let check): try check.encode(to: encoder)
        case .noRepeat(let check): try check.encode(to: encoder)
        case .reentrancy(let check): try check.encode(to: encoder)
        case .superCall(let check): try check.encode(to: encoder)
        case .consoleWarning(let check): try check.encode(to: encoder)
        }
        try container.encodeIfPresent(message, forKey: Key("message"))
        try container.encodePatterns(whenLogged, Key("when_logged"))
    }
}
