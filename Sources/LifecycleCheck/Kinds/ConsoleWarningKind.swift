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
