import ArgumentParser
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// `traces list|show|check|rm|export`: the user's imported traces.
struct TracesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "traces",
        abstract: "List, show, re-check, export or remove imported traces.",
        subcommands: [
            TracesListCommand.self, TracesShowCommand.self, TracesCheckCommand.self, TracesExportCommand.self, TracesRemoveCommand.self,
        ],
        defaultSubcommand: TracesListCommand.self
    )
}

/// `traces list [--tag T]`.
struct TracesListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List imported traces, newest first.")

    @OptionGroup var options: GlobalOptions<RecordFormats>

    @Option(help: "Only traces with this tag.")
    var tag: String?

    func run() throws {
        let traces = try options.openStore().traces(tag: tag)
        switch options.format {
        case .json: JSONOutput.print(traces)
        case .text:
            let rows = traces.map { ["\($0.id)", $0.verdict, Count.of($0.events, "event"), $0.name, $0.tags.joined(separator: ",")] }
            Terminal.write(ListTable(header: ["ID", "VERDICT", "EVENTS", "NAME", "TAGS"], rows: rows).text())
        case .markdown:
            Terminal.write(
                MarkdownTable.render(
                    header: ["id", "name", "verdict", "events", "iOS", "device", "tags", "imported"],
                    rows: traces.map {
                        [
                            "\($0.id)", $0.name, $0.verdict, "\($0.events)", $0.ios ?? "", $0.device ?? "", $0.tags.joined(separator: ", "),
                            $0.importedAt,
                        ]
                    }))
        }
    }
}

/// The trace id every `traces` subcommand but `list` takes.
struct TraceID: ParsableArguments {
    @Argument(help: "The trace id, as traces list prints it.", completion: IDCompletion.traces)
    var id: Int64

    /// The error line and exit code (1) for an id nothing has, with the nearest ids the store has.
    func missing(in store: KnowledgeStore) throws -> ExitCode {
        UnknownName.fail("trace", "\(id)", among: try store.traces().map { "\($0.id)" }, listedBy: "traces list")
    }
}
