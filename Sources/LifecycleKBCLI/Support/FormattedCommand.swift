import ArgumentParser
import LifecycleCLISupport
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

    static var formatCommandName: String { ArgumentParserAdapter.commandName(of: self) }

    /// Refuses a format this command does not declare; a command with its own `validate()` calls it first.
    func validateFormat() throws {
        try options.requestedFormat.require(among: Self.formats, for: Self.formatCommandName)
    }

    func validate() throws {
        try validateFormat()
    }
}
