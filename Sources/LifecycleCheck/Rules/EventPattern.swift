/// Which trace events a check parameter means: an API spelling, optionally a condition on the first
/// argument and which object the event is taken on. Written as a plain spelling
/// (`viewDidAppear:`) or a mapping (`{api: willMoveToParentViewController:, argument: nil}`).
public struct EventPattern: Codable, Hashable, Sendable {
    /// A condition on the first argument.
    public enum Argument: String, Codable, Hashable, Sendable {
        case `nil`
        case nonNil = "non-nil"
        case `true`
        case `false`
    }

    /// The object an event counts for: its subject (the child for `addSubview:`) or its receiver.
    public enum Side: String, Codable, Hashable, Sendable {
        case subject, receiver
    }

    /// Any spelling the API catalog resolves to exactly one record.
    public var api: String
    public var argument: Argument?
    public var on: Side?

    public init(api: String, argument: Argument? = nil, on: Side? = nil) {
        self.api = api
        self.argument = argument
        self.on = on
    }

    enum CodingKeys: String, CodingKey {
        case api, argument, on
    }

    public init(from decoder: Decoder) throws {
        if let spelling = try? decoder.singleValueContainer().decode(String.self) {
            self.init(api: spelling)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var argument: Argument?
        if let text = try container.decodeIfPresent(String.self, forKey: .argument) {
            guard let named = Self.argument(named: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .argument, in: container, debugDescription: "argument must be nil, non-nil, true or false")
            }
            argument = named
        }
        self.init(
            api: try container.decode(String.self, forKey: .api), argument: argument,
            on: try container.decodeIfPresent(Side.self, forKey: .on))
    }

    public func encode(to encoder: Encoder) throws {
        if argument == nil, on == nil {
            var container = encoder.singleValueContainer()
            try container.encode(api)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(api, forKey: .api)
        try container.encodeIfPresent(argument, forKey: .argument)
        try container.encodeIfPresent(on, forKey: .on)
    }

    /// Accepts the Objective-C spellings too (`YES`, `NO`, `(null)`).
    private static func argument(named text: String) -> Argument? {
        switch text.lowercased() {
        case "nil", "null", "(null)", "none": .nil
        case "non-nil", "nonnil", "some": .nonNil
        case "true", "yes": .true
        case "false", "no": .false
        default: nil
        }
    }
}
