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

extension RuleCheck.Kind {
    /// A `console-warning` check.
    public static func consoleWarning(_ parameters: ConsoleWarningCheck) -> Self { Self(parameters) }
}
