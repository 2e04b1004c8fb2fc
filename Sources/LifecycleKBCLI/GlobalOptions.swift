import ArgumentParser
import Foundation
import LifecycleKB
import LifecycleModel

/// Options every command shares: which store, which output format, and colour.
struct GlobalOptions: ParsableArguments {
    @OptionGroup var store: StoreOptions

    @Option(name: .customLong("format"), help: "Output format: text, json or markdown (check also sarif).")
    var requestedFormat: OutputFormat = .text

    @Flag(name: .long, help: "Never colour the output (NO_COLOR is honoured too).")
    var noColor = false

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
        Self.useColor(on: stream, noColor: noColor)
    }

    /// The same choice for `FastPath`, which reads `--no-color` itself.
    static func useColor(on stream: Terminal.Stream, noColor: Bool) -> Bool {
        !noColor && ProcessInfo.processInfo.environment["NO_COLOR"] == nil && Terminal.isTerminal(stream)
    }
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

extension OutputFormat: ExpressibleByArgument {}

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
