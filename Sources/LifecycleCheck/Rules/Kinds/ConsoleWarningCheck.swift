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
