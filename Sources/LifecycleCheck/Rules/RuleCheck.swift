/// One check of a rule: a kind from the closed set in `Data/rules/KINDS.md` with its parameters, an
/// optional message, and an optional gate on what the trace logs at all.
public struct RuleCheck: Codable, Hashable, Sendable {
    /// A check kind with its parameters: one of the kinds registered in `CheckKinds.all`, made with
    /// the kind's own factory (`.precedence(PrecedenceCheck(…))`, beside each kind's parameters).
    public struct Kind: Hashable, Sendable {
        /// The kind's parameters; their type is the kind.
        let parameters: any RegisteredCheckKind

        init(_ parameters: any RegisteredCheckKind) {
            self.parameters = parameters
        }

        /// The name written after `kind:`.
        public var name: String { type(of: parameters).name }

        /// Every name a `kind:` may take, in the documented order.
        public static var names: [String] { CheckKinds.names }

        /// Same kind and same parameters.
        public static func == (lhs: Kind, rhs: Kind) -> Bool { lhs.parameters.isEqual(to: rhs.parameters) }

        /// Hashes the kind's name and parameters, so equal checks hash alike.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            parameters.hash(into: &hasher)
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
        guard let registered = CheckKinds.named(name) else {
            throw DecodingError.dataCorruptedError(
                forKey: Key("kind"), in: container,
                debugDescription: "unknown check kind '\(name)' (\(CheckKinds.names.joined(separator: ", ")))")
        }
        let allowed = registered.parameterNames
        kind = try registered.decodeKind(from: decoder)
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
        try kind.parameters.encode(to: encoder)
        try container.encodeIfPresent(message, forKey: Key("message"))
        try container.encodePatterns(whenLogged, Key("when_logged"))
    }
}
