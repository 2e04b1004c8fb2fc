/// `response`: after a trigger, a response must follow on the same object before a deadline event
/// (or the end of the trace, or the object's dealloc). Reported at the trigger.
public struct ResponseCheck: Codable, Hashable, Sendable {
    public var trigger: [EventPattern]
    public var response: [EventPattern]
    public var deadline: [EventPattern]
    /// Whether a trigger still waiting when the trace ends is a violation.
    public var atEnd: Bool

    enum CodingKeys: String, CodingKey, CaseIterable {
        case trigger, response, deadline
        case atEnd = "at_end"
    }

    public init(trigger: [EventPattern], response: [EventPattern], deadline: [EventPattern] = [], atEnd: Bool = true) {
        self.trigger = trigger
        self.response = response
        self.deadline = deadline
        self.atEnd = atEnd
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        trigger = try container.requiredPatterns(.trigger)
        response = try container.requiredPatterns(.response)
        deadline = try container.patterns(.deadline)
        atEnd = try container.decodeIfPresent(Bool.self, forKey: .atEnd) ?? true
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodePatterns(trigger, .trigger)
        try container.encodePatterns(response, .response)
        try container.encodePatterns(deadline, .deadline)
        if !atEnd { try container.encode(false, forKey: .atEnd) }
    }
}

extension ResponseCheck: RegisteredCheckKind {
    static let name = "response"

    func compile(_ compiler: inout CheckCompiler) throws(CheckSetupError) -> ResponseMonitor {
        try compiler.route(deadline, .deadline)
        try compiler.route(response, .response)
        try compiler.route(trigger, .trigger)
        return ResponseMonitor(atEnd: atEnd)
    }
}

extension RuleCheck.Kind {
    /// A `response` check.
    public static func response(_ parameters: ResponseCheck) -> Self { Self(parameters) }
}
