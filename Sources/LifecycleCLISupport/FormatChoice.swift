import ArgumentParser
import LifecycleModel

/// The formats one kind of command writes, as a type, so that a `--format` option can list them.
public protocol OfferedFormats {
    static var formats: [OutputFormat] { get }
}

/// A command that shows records.
public enum RecordFormats: OfferedFormats {
    public static var formats: [OutputFormat] { .records }
}

/// A command that only reports an action.
public enum ActionFormats: OfferedFormats {
    public static var formats: [OutputFormat] { .action }
}

/// A command that reports diagnostics (`check`, `traces check`, `lint`).
public enum DiagnosticFormats: OfferedFormats {
    public static var formats: [OutputFormat] { .diagnostics }
}

/// A `--format` value among the ones `Offered` names: ArgumentParser lists them in help and
/// completion, and refuses any other as a usage error (64) before the command runs.
public struct FormatChoice<Offered: OfferedFormats>: ExpressibleByArgument {
    public let format: OutputFormat

    public init(_ format: OutputFormat) {
        self.format = format
    }

    public init?(argument: String) {
        guard let format = OutputFormat(rawValue: argument), Offered.formats.contains(format) else { return nil }
        self.format = format
    }

    public static var allValueStrings: [String] { Offered.formats.map(\.rawValue) }

    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    public var defaultValueDescription: String { format.rawValue }
}

extension [OutputFormat] {
    /// What a command that shows records writes.
    public static let records: [OutputFormat] = [.text, .json, .markdown]
    /// What a command that only reports an action writes: a sentence or JSON, no page to render.
    public static let action: [OutputFormat] = [.text, .json]
    /// What a command that reports diagnostics writes.
    public static let diagnostics: [OutputFormat] = OutputFormat.allCases
}

extension OutputFormat {
    /// Refuses, as a usage error (64), a format a command's flag narrows away (`check --explain`
    /// writes no SARIF), instead of ignoring it.
    public func require(among offered: [OutputFormat], for command: String) throws {
        guard !offered.contains(self) else { return }
        var names = offered.map(\.rawValue)
        let last = names.removeLast()
        let list = names.isEmpty ? last : names.joined(separator: ", ") + " or " + last
        throw ValidationError("\(command) cannot write \(rawValue); it writes \(list)")
    }
}
