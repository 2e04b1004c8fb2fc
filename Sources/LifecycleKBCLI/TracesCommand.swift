import ArgumentParser
import LifecycleKB
import LifecycleModel
import LifecycleCheck

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

    @OptionGroup var options: GlobalOptions

    @Option(help: "Only traces with this tag.")
    var tag: String?

    func run() throws {
        let traces = try CommandFailure.guarding { try options.openStore().traces(tag: tag) }
        switch options.format {
        case .json: JSONOutput.print(traces)
        case .text:
            Terminal.write(traces.map { "\($0.id)\t\($0.verdict)\t\($0.events) events\t\($0.name)\t\($0.tags.joined(separator: ","))" }
                .joined(separator: "\n") + (traces.isEmpty ? "" : "\n"))
        case .markdown:
            Terminal.write(MarkdownTable.render(
                header: ["id", "name", "verdict", "events", "iOS", "device", "tags", "imported"],
                rows: traces.map { ["\($0.id)", $0.name, $0.verdict, "\($0.events)", $0.ios ?? "", $0.device ?? "", $0.tags.joined(separator: ", "), $0.importedAt] }))
        }
    }
}

/// Fetches one trace by id or fails with exit 1 naming it.
struct TraceSelection: ParsableArguments {
    @OptionGroup var options: GlobalOptions

    @Argument(help: "The trace id, as traces list prints it.")
    var id: Int64

    func load() throws -> (KnowledgeStore, StoredTrace) {
        let store = try options.openStore()
        guard let trace = try CommandFailure.guarding({ try store.trace(id: id) }) else {
            CommandFailure.report("no trace with id \(id)")
            throw ExitCode(CommandFailure.answerNotFound)
        }
        return (store, trace)
    }
}

/// `traces show ID`: the trace's events and recorded verdicts.
struct TracesShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one trace's events and verdicts.")

    @OptionGroup var selection: TraceSelection

    func run() throws {
        let (_, trace) = try selection.load()
        switch selection.options.format {
        case .json: JSONOutput.print(trace)
        case .text, .markdown:
            let summary = trace.summary
            var lines = ["trace \(summary.id): \(summary.name) (\(summary.verdict), \(summary.events) events, imported \(summary.importedAt))"]
            for event in trace.events {
                let indent = String(repeating: "  ", count: event.depth)
                lines.append("\(event.line):\t\(indent)\(event.isSuper ? "super." : "")\(event.receiver) \(event.api)\(event.arguments.map { " " + $0 } ?? "")")
            }
            for violation in trace.violations {
                lines.append("\(summary.source ?? summary.name):\(violation.line):\(violation.column): \(violation.severity): [\(violation.rule)] \(violation.message)")
            }
            Terminal.write(lines.joined(separator: "\n") + "\n")
        }
    }
}

/// `traces rm ID`.
struct TracesRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rm", abstract: "Remove an imported trace.")

    @OptionGroup var selection: TraceSelection

    func run() throws {
        let store = try selection.options.openStore()
        guard try CommandFailure.guarding({ try store.removeTrace(id: selection.id) }) else {
            CommandFailure.report("no imported trace with id \(selection.id)")
            throw ExitCode(CommandFailure.answerNotFound)
        }
        Terminal.write("removed trace \(selection.id)\n")
    }
}

/// `traces check ID`: the stored events against today's rules, reported like `check`.
struct TracesCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "Check a stored trace against today's rules.")

    @OptionGroup var selection: TraceSelection

    func run() throws {
        let store = try selection.options.openStore()
        guard let report = try CommandFailure.guarding({ try store.recheckTrace(id: selection.id) }) else {
            CommandFailure.report("no trace with id \(selection.id)")
            throw ExitCode(CommandFailure.answerNotFound)
        }
        switch selection.options.format {
        case .json: JSONOutput.print(report)
        case .text: Terminal.write(DiagnosticPrinter(color: selection.options.useColor(on: .standardOutput)).render([report]))
        case .markdown: Terminal.write(CheckMarkdown.render([report]))
        }
        if report.violations.contains(where: { $0.severity == .error }) { throw ExitCode(CommandFailure.answerNotFound) }
    }
}

/// `traces export ID`: an imported trace as a Mermaid sequence diagram, bare or inside Markdown.
struct TracesExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Export a stored trace as a Mermaid sequence diagram, violations as notes.")

    @OptionGroup var selection: TraceSelection

    @Option(name: .customLong("as"), help: "markdown (a page with a ```mermaid block) or mermaid (the bare diagram).")
    var shape: ScenarioExportFormat = .markdown

    @Option(help: "Write to this file instead of standard output.")
    var out: String?

    func run() throws {
        let (_, trace) = try selection.load()
        let diagram = MermaidDiagram.render(events: trace.events, violations: trace.violations, title: trace.summary.name)
        let text = shape == .mermaid
            ? diagram
            : "## \(Markdown.inline(trace.summary.name))\n\n```mermaid\n\(diagram)```\n"
        try ExportOutput.write(text, to: out)
    }
}
