/// `console-warning`: a UIKit console message from `Data/vocabulary/console-warnings.yaml` appeared,
/// reported on the object the message names.
public struct ConsoleWarningCheck: Codable, Hashable, Sendable {
    /// The warning's id in the vocabulary.
    public var warning: String

    enum CodingKeys: String, CodingKey, CaseIterable {
        case warning
    }

    public init(warning: String) {
        self.warning = warning
    }
}

extension ConsoleWarningCheck: RegisteredCheckKind {
    static let name = "console-warning"

    func compile(_ compiler: inout CheckCompiler) throws(CheckSetupError) -> ConsoleWarningMonitor {
        try compiler.watch(warning: warning)
        return ConsoleWarningMonitor()
    }
}

extension RuleRecord {
    /// The ids of the console warnings this rule's `console-warning` checks report.
    public var consoleWarnings: [String] {
        checks.compactMap { ($0.kind.parameters as? ConsoleWarningCheck)?.warning }
    }
}

extension RuleCheck.Kind {
    /// A `console-warning` check.
    public static func consoleWarning(_ parameters: ConsoleWarningCheck) -> Self { Self(parameters) }
}

/// Runs a `console-warning` check: every matching warning line is a violation on the object it names.
struct ConsoleWarningMonitor: Monitor {
    static let keepsState = false
    static let reportsAtEnd = false
    static func bank(_ monitors: [Self]) -> MonitorBank { MonitorBank(monitors) }

    @inline(__always)
    func receive(_ role: Role, _ cell: inout MonitorCell, object: Int, _ context: EventContext, _ report: inout [ViolationDraft]) {
        report.append(context.draft(object: object))
    }
}
