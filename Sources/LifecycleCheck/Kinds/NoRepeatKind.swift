/// `no-repeat`: an event must not happen twice on one object with none of the reset events between.
public struct NoRepeatCheck: Codable, Hashable, Sendable {
    public var event: [EventPattern]
    public var resets: [EventPattern]
    /// An event nested inside the same event on the same object is re-entry, not a repeat.
    public var ignoreNested: Bool
    /// An event nested directly under one of these is the one UIKit sends itself; of two repeats the
    /// report goes to the other one, the call the user wrote.
    public var impliedBy: [EventPattern]
    /// Each of these events, before or after, allows one more occurrence between two resets: two
    /// controllers a log names alike (`-[CardViewController viewWillAppear:]` twice, then
    /// `viewDidAppear:` twice) are not a repeat, while a second `viewDidAppear:` after one
    /// `viewWillAppear:` is. The count is judged at the next reset, the dealloc or the end.
    public var allowances: [EventPattern]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case event, resets
        case ignoreNested = "ignore_nested"
        case impliedBy = "implied_by"
        case allowances
    }

    public init(
        event: [EventPattern], resets: [EventPattern] = [], ignoreNested: Bool = false, impliedBy: [EventPattern] = [],
        allowances: [EventPattern] = []
    ) {
        self.event = event
        self.resets = resets
        self.ignoreNested = ignoreNested
        self.impliedBy = impliedBy
        self.allowances = allowances
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        event = try container.requiredPatterns(.event)
        resets = try container.patterns(.resets)
        ignoreNested = try container.decodeIfPresent(Bool.self, forKey: .ignoreNested) ?? false
        impliedBy = try container.patterns(.impliedBy)
        allowances = try container.patterns(.allowances)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodePatterns(event, .event)
        try container.encodePatterns(resets, .resets)
        if ignoreNested { try container.encode(true, forKey: .ignoreNested) }
        try container.encodePatterns(impliedBy, .impliedBy)
        try container.encodePatterns(allowances, .allowances)
    }
}

extension NoRepeatCheck: RegisteredCheckKind {
    static let name = "no-repeat"

    func compile(_ compiler: inout CheckCompiler) throws(CheckSetupError) -> NoRepeatMonitor {
        try compiler.route(event, .event)
        try compiler.route(allowances, .allowance)
        try compiler.route(resets, .reset)
        return NoRepeatMonitor(
            events: try compiler.records(event), ignoreNested: ignoreNested, impliedBy: try compiler.records(impliedBy),
            counted: !allowances.isEmpty)
    }
}

extension RuleCheck.Kind {
    /// A `no-repeat` check.
    public static func noRepeat(_ parameters: NoRepeatCheck) -> Self { Self(parameters) }
}
