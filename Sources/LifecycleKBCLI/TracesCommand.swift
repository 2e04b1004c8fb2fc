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

/// The trace id a `traces` subcommand is about.
struct TraceSelection: ParsableArguments {
    @OptionGroup var options: GlobalOptions

    @Argument(help: "The trace id, as traces list prints it.")
    var id: Int64
}

/// `traces show ID`: the trace's events and recorded verdicts, streamed from the store.
struct TracesShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one trace's events and verdicts.")

    @OptionGroup var selection: TraceSelection

    func run() throws {
        let store = try selection.options.openStore()
        let json = selection.options.format == .json
        var output = BufferedOutput()
        var header: (summary: TraceSummary, violations: [StoredViolation])?
        var first = true
        output.write(json ? "{\n  \"events\" : [" : "")
        let found = try CommandFailure.guarding {
            try store.streamTrace(id: selection.id) { summary, violations in
                header = (summary, violations)
                if !json {
                    output.write("trace \(summary.id): \(summary.name) (\(summary.verdict), \(summary.events) events, imported \(summary.importedAt))\n")
                }
            } event: { event in
                if json {
                    output.write((first ? "\n" : ",\n") + JSONOutput.encode(event))
                    first = false
                } else {
                    let indent = String(repeating: "  ", count: event.depth)
                    output.write("\(event.line):\t\(indent)\(event.isSuper ? "super." : "")\(event.receiver) \(event.api)\(event.arguments.map { " " + $0 } ?? "")\n")
                }
                return true
            }
        }
        guard found, let header else {
            CommandFailure.report("no trace with id \(selection.id)")
            throw ExitCode(CommandFailure.answerNotFound)
        }
        if json {
            output.write("\n  ],\n  \"summary\" : \(JSONOutput.encode(header.summary)),\n  \"violations\" : \(JSONOutput.encode(header.violations))\n}\n")
        } else {
            for violation in header.violations {
                output.write("\(header.summary.source ?? header.summary.name):\(violation.line):\(violation.column): \(violation.severity): [\(violation.rule)] \(violation.message)\n")
            }
        }
        output.flush()
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

/// `traces export ID`: an imported trace as a Mermaid sequence diagram, bare or inside Markdown;
/// a long trace is drawn up to a cap, with a note saying so, or only where its violations are.
struct TracesExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Export a stored trace as a Mermaid sequence diagram, violations as notes.")

    @OptionGroup var selection: TraceSelection

    @Option(name: .customLong("as"), help: "markdown (a page with a ```mermaid block) or mermaid (the bare diagram).")
    var shape: ScenarioExportFormat = .markdown

    @Option(help: "Write to this file instead of standard output.")
    var out: String?

    @Option(help: "Draw at most this many events; a diagram of millions of arrows helps no one.")
    var maxEvents = 2_000

    @Flag(help: "Draw only the events of objects that have violations.")
    var onlyViolations = false

    func run() throws {
        let store = try selection.options.openStore()
        var summary: TraceSummary?
        var violations: [StoredViolation] = []
        var violated: Set<String> = []
        var drawn: [StoredEvent] = []
        var eligible = 0
        let found = try CommandFailure.guarding {
            try store.streamTrace(id: selection.id) { header, recorded in
                summary = header
                violations = recorded
                violated = Set(recorded.map(\.object))
                eligible = onlyViolations ? 0 : header.events
            } event: { event in
                guard onlyViolations else {
                    drawn.append(event)
                    return drawn.count < maxEvents
                }
                if violated.contains(event.receiver) || violated.contains(event.subject ?? "") {
                    eligible += 1
                    if drawn.count < maxEvents { drawn.append(event) }
                }
                return true
            }
        }
        guard found, let summary else {
            CommandFailure.report("no trace with id \(selection.id)")
            throw ExitCode(CommandFailure.answerNotFound)
        }
        let lastLine = drawn.last?.line ?? 0
        let shown = eligible > drawn.count ? violations.filter { $0.line <= lastLine } : violations
        var diagram = MermaidDiagram.render(events: drawn, violations: shown, title: summary.name)
        let cap = eligible > drawn.count
            ? "the diagram shows the first \(drawn.count) of \(eligible) events\(onlyViolations ? " of objects with violations" : ""); "
                + "raise --max-events, or use --only-violations"
            : nil
        if let cap, shape == .mermaid { diagram += "%% \(cap)\n" }
        let text = shape == .mermaid
            ? diagram
            : "## \(Markdown.inline(summary.name))\n\n```mermaid\n\(diagram)```\n" + (cap.map { "\n> Note: \($0).\n" } ?? "")
        try ExportOutput.write(text, to: out)
    }
}
