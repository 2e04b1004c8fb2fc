/// `order`: an event must not come after another one on the same object within a scope; a reset ends
/// the scope. Reported at the later event, or at the earlier one with `report_at: earlier`.
public struct OrderCheck: Codable, Hashable, Sendable {
    /// Where the violation is reported.
    public enum ReportAt: String, Codable, Hashable, Sendable {
        case event, earlier
    }

    public var event: [EventPattern]
    public var notAfter: [EventPattern]
    public var resets: [EventPattern]
    public var reportAt: ReportAt

    enum CodingKeys: String, CodingKey, CaseIterable {
        case event
        case notAfter = "not_after"
        case resets
        case reportAt = "report_at"
    }

    public init(event: [EventPattern], notAfter: [EventPattern], resets: [EventPattern] = [], reportAt: ReportAt = .event) {
        self.event = event
        self.notAfter = notAfter
        self.resets = resets
        self.reportAt = reportAt
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        event = try container.requiredPatterns(.event)
        notAfter = try container.requiredPatterns(.notAfter)
        resets = try container.patterns(.resets)
        reportAt = try container.decodeIfPresent(ReportAt.self, forKey: .reportAt) ?? .event
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodePatterns(event, .event)
        try container.encodePatterns(notAfter, .notAfter)
        try container.encodePatterns(resets, .resets)
        if reportAt != .event { try container.encode(reportAt, forKey: .reportAt) }
    }
}

extension OrderCheck: RegisteredCheckKind {
    static let name = "order"

    func compile(_ compiler: inout CheckCompiler) throws(CheckSetupError) -> OrderMonitor {
        try compiler.route(event, .event)
        try compiler.route(notAfter, .notAfter)
        try compiler.route(resets, .reset)
        return OrderMonitor(reportAtEarlier: reportAt == .earlier)
    }
}

extension RuleCheck.Kind {
    /// An `order` check.
    public static func order(_ parameters: OrderCheck) -> Self { Self(parameters) }
}
