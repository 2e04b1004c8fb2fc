/// `precedence`: an event needs a required event first. Before an anchor the object's earlier life is
/// unknown and the event passes; after an anchor, or after a reset that follows a required event
/// (used or not), the next event needs a fresh required event. With `named_order`, on an object the
/// log names, a required event that comes after an event of the unknown start shows that the event
/// came first.
public struct PrecedenceCheck: Codable, Hashable, Sendable {
    public var event: [EventPattern]
    public var requires: [EventPattern]
    public var resets: [EventPattern]
    public var anchors: [EventPattern]
    /// Every object counts as anchored from the first line of the trace.
    public var fromStart: Bool
    /// On an object the log names, an event of the unknown start followed by a required event is
    /// reported: the order of its own lines is the evidence.
    public var namedOrder: Bool

    enum CodingKeys: String, CodingKey, CaseIterable {
        case event, requires, resets, anchors
        case fromStart = "from_start"
        case namedOrder = "named_order"
    }

    public init(
        event: [EventPattern], requires: [EventPattern], resets: [EventPattern] = [], anchors: [EventPattern] = [], fromStart: Bool = false,
        namedOrder: Bool = false
    ) {
        self.event = event
        self.requires = requires
        self.resets = resets
        self.anchors = anchors
        self.fromStart = fromStart
        self.namedOrder = namedOrder
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        event = try container.requiredPatterns(.event)
        requires = try container.requiredPatterns(.requires)
        resets = try container.patterns(.resets)
        anchors = try container.patterns(.anchors)
        fromStart = try container.decodeIfPresent(Bool.self, forKey: .fromStart) ?? false
        namedOrder = try container.decodeIfPresent(Bool.self, forKey: .namedOrder) ?? false
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodePatterns(event, .event)
        try container.encodePatterns(requires, .requires)
        try container.encodePatterns(resets, .resets)
        try container.encodePatterns(anchors, .anchors)
        if fromStart { try container.encode(true, forKey: .fromStart) }
        if namedOrder { try container.encode(true, forKey: .namedOrder) }
    }
}

extension PrecedenceCheck: RegisteredCheckKind {
    static let name = "precedence"

    func compile(_ compiler: inout CheckCompiler) throws(CheckSetupError) -> PrecedenceMonitor {
        try compiler.route(event, .event)
        try compiler.route(requires, .requires)
        try compiler.route(anchors, .anchor)
        try compiler.route(resets, .reset)
        return PrecedenceMonitor(fromStart: fromStart, namedOrder: namedOrder)
    }
}

extension RuleCheck.Kind {
    /// A `precedence` check.
    public static func precedence(_ parameters: PrecedenceCheck) -> Self { Self(parameters) }
}
