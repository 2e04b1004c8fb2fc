import ArgumentParser
import LifecycleModel

/// Options every command shares: which store, which output format, and colour. `Offered` is the
/// formats the command writes, which its help and its shell completion list.
public struct GlobalOptions<Offered: OfferedFormats>: ParsableArguments {
    @OptionGroup public var store: StoreOptions

    @Option(name: .customLong("format"), help: "Output format.")
    var choice = FormatChoice<Offered>(.text)

    @Flag(name: .long, help: "Never colour the output (NO_COLOR is honoured too).")
    public var noColor = false

    public init() {}

    /// The `--format` given, one the command offers.
    public var requestedFormat: OutputFormat { choice.format }

    /// The format of a command that shows records: `RecordFormats` parses no other.
    public var format: RecordFormat {
        guard let format = RecordFormat(requestedFormat) else {
            preconditionFailure(
                "\(requestedFormat) reached a command that does not offer it; its options must be GlobalOptions<RecordFormats>")
        }
        return format
    }

    /// The format of a command that reports an action: `ActionFormats` parses no other.
    public var actionFormat: ActionFormat {
        guard let format = ActionFormat(requestedFormat) else {
            preconditionFailure(
                "\(requestedFormat) reached a command that does not offer it; its options must be GlobalOptions<ActionFormats>")
        }
        return format
    }

    /// Whether to colour output on this stream: only on a terminal, and never when asked not to.
    public func useColor(on stream: Terminal.Stream) -> Bool {
        Terminal.useColor(on: stream, noColor: noColor)
    }
}
