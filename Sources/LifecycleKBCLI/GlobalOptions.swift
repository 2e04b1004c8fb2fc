import ArgumentParser
import Foundation
import LifecycleKB

/// Options every command shares: which store, which output format, and colour.
struct GlobalOptions: ParsableArguments {
    @OptionGroup var store: StoreOptions

    @Option(name: .long, help: "Output format: text, json or markdown.")
    var format: OutputFormat = .text

    @Flag(name: .long, help: "Never colour the output (NO_COLOR is honoured too).")
    var noColor = false

    func openStore() throws -> KnowledgeStore {
        try store.openStore()
    }

    /// Whether to colour output on this stream: only on a terminal, and never when asked not to.
    func useColor(on stream: Terminal.Stream) -> Bool {
        !noColor && ProcessInfo.processInfo.environment["NO_COLOR"] == nil && Terminal.isTerminal(stream)
    }
}

/// The closed set of output formats.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, markdown
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
