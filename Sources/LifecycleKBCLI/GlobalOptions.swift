import ArgumentParser
import LifecycleKB
import LifecycleModel

/// Options every command shares: which store, which output format, and colour. `Offered` is the
/// formats the command writes, which its help and its shell completion list.
struct GlobalOptions<Offered: OfferedFormats>: ParsableArguments {
    @OptionGroup var store: StoreOptions

    @Option(name: .customLong("format"), help: "Output format.")
    var choice = FormatChoice<Offered>(.text)

    @Flag(name: .long, help: "Never colour the output (NO_COLOR is honoured too).")
    var noColor = false

    /// The `--format` given, offered or not: a command's `validate()` refuses the others with its
    /// own message (exit 64).
    var requestedFormat: OutputFormat { choice.format }

    /// The format of a command that shows records; its `validate()` has already refused SARIF.
    var format: RecordFormat {
        guard let format = RecordFormat(requestedFormat) else {
            preconditionFailure("\(requestedFormat) reached a command that does not offer it; its validate() must refuse it")
        }
        return format
    }

    /// The format of a command that reports an action; its `validate()` has already refused the
    /// formats that render records (Markdown) or diagnostics (SARIF).
    var actionFormat: ActionFormat {
        guard let format = ActionFormat(requestedFormat) else {
            preconditionFailure("\(requestedFormat) reached a command that does not offer it; its validate() must refuse it")
        }
        return format
    }

    /// Opens the store, for a command that only reads unless it says `.write`.
    func openStore(for access: KnowledgeStore.Access = .read) throws -> KnowledgeStore {
        try store.openStore(for: access)
    }

    /// Whether to colour output on this stream: only on a terminal, and never when asked not to.
    func useColor(on stream: Terminal.Stream) -> Bool {
        Terminal.useColor(on: stream, noColor: noColor)
    }
}

/// The formats one kind of command writes, as a type, so that `GlobalOptions` can list them.
protocol OfferedFormats {
    static var formats: [OutputFormat] { get }
}

/// A command that shows records.
enum RecordFormats: OfferedFormats {
    static var formats: [OutputFormat] { .records }
}

/// A command that only reports an action.
enum ActionFormats: OfferedFormats {
    static var formats: [OutputFormat] { .action }
}

/// A command that reports diagnostics.
enum DiagnosticFormats: OfferedFormats {
    static var formats: [OutputFormat] { .diagnostics }
}

/// A `--format` value: any output format parses, so one a command does not offer gets that
/// command's refusal, while help and completion list only the ones `Offered` names.
struct FormatChoice<Offered: OfferedFormats>: ExpressibleByArgument {
    let format: OutputFormat

    init(_ format: OutputFormat) {
        self.format = format
    }

    init?(argument: String) {
        guard let format = OutputFormat(rawValue: argument) else { return nil }
        self.format = format
    }

    static var allValueStrings: [String] { Offered.formats.map(\.rawValue) }

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    var defaultValueDescription: String { format.rawValue }
}

/// The formats a command that shows records (answers, rules, traces, store status) can write.
enum RecordFormat {
    case text, json, markdown

    /// The record format of an output format; nil for a diagnostics-only format (SARIF).
    init?(_ format: OutputFormat) {
        switch format {
        case .text: self = .text
        case .json: self = .json
        case .markdown: self = .markdown
        case .sarif: return nil
        }
    }
}

/// The formats a command that only reports an action (`db vacuum`, `traces rm`) can write: a
/// sentence or JSON (`[OutputFormat].action`).
enum ActionFormat {
    case text, json

    /// The action format of an output format; nil for one that renders records or diagnostics.
    init?(_ format: OutputFormat) {
        switch format {
        case .text: self = .text
        case .json: self = .json
        case .markdown, .sarif: return nil
        }
    }
}

extension OutputFormat {
    /// Refuses, as a usage error (64), a format the command cannot produce instead of ignoring it.
    func require(among offered: [OutputFormat], for command: String) throws {
        guard !offered.contains(self) else { return }
        var names = offered.map(\.rawValue)
        let last = names.removeLast()
        let list = names.isEmpty ? last : names.joined(separator: ", ") + " or " + last
        throw ValidationError("\(command) cannot write \(rawValue); it writes \(list)")
    }
}
