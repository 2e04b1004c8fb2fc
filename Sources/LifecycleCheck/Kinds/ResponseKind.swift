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

/// Runs a `response` check: a trigger waits for its response (state 1, the trigger's line and column);
/// a deadline, the object's dealloc or the end of the trace while it waits is a violation at the trigger.
struct ResponseMonitor: Monitor {
    static let keepsState = true
    static let reportsAtEnd = true
    static func bank(_ monitors: [Self]) -> MonitorBank { MonitorBank(monitors) }

    let atEnd: Bool

    /// A trigger still waiting at the object's end is reported only with `at_end`.
    var reportsAtEnd: Bool { atEnd }

    @inline(__always)
    func receive(_ role: Role, _ cell: inout MonitorCell, object: Int, _ context: EventContext, _ report: inout [ViolationDraft]) {
        switch role {
        case .trigger:
            if cell.state == 0 { cell = MonitorCell(state: 1, line: context.line, column: context.column) }
        case .response:
            cell = MonitorCell()
        case .deadline:
            if cell.state == 1 {
                report.append(ViolationDraft(line: cell.line, column: cell.column, object: object, related: [context.line]))
                cell = MonitorCell()
            }
        default:
            break
        }
    }

    func flush(_ cell: MonitorCell, object: Int, _ report: inout [ViolationDraft]) {
        if atEnd, cell.state == 1 {
            report.append(ViolationDraft(line: cell.line, column: cell.column, object: object, related: []))
        }
    }
}
