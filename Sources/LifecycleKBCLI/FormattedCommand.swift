import ArgumentParser
import LifecycleModel

/// A command whose `--format` comes from `GlobalOptions`: it declares the formats it writes, and
/// `validate()` refuses the others (exit 64), so no format is ever silently written as another.
protocol FormattedCommand: ParsableCommand {
    /// The formats this command writes (`RecordFormats`, `ActionFormats`, `DiagnosticFormats`).
    associatedtype Offered: OfferedFormats
    /// The command's name in a refusal, `traces rm` rather than `rm`.
    static var formatCommandName: String { get }
    var options: GlobalOptions<Offered> { get }
}

extension FormattedCommand {
    static var formats: [OutputFormat] { Offered.formats }

    static var formatCommandName: String { _commandName }

    /// Refuses a format this command does not declare; a command with its own `validate()` calls it first.
    func validateFormat() throws {
        try options.requestedFormat.require(among: Self.formats, for: Self.formatCommandName)
    }

    func validate() throws {
        try validateFormat()
    }
}

extension [OutputFormat] {
    /// What a command that shows records writes.
    static let records: [OutputFormat] = [.text, .json, .markdown]
    /// What a command that only reports an action writes: a sentence or JSON, no page to render.
    static let action: [OutputFormat] = [.text, .json]
    /// What a command that reports diagnostics writes.
    static let diagnostics: [OutputFormat] = OutputFormat.allCases
}
