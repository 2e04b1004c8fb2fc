import ArgumentParser
import LifecycleKB
import LifecycleModel

/// `traces show ID`: the trace's events and recorded verdicts, streamed from the store so a trace of
/// millions of events is shown in flat memory.
struct TracesShowCommand: FormattedCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one trace's events and verdicts.")

    static let formats: [OutputFormat] = .records
    static let formatCommandName = "traces show"

    @OptionGroup var options: GlobalOptions
    @OptionGroup var trace: TraceID

    func run() throws {
        let store = try options.openStore()
        let format = options.format
        var output = BufferedOutput()
        var header: (summary: TraceSummary, violations: [StoredViolation])?
        var first = true
        let found = try store.streamTrace(id: trace.id) { summary, violations in
            header = (summary, violations)
            output.write(TracePresentation.opening(summary, format: format))
        } event: { event in
            output.write(TracePresentation.event(event, format: format, first: first))
            first = false
            return true
        }
        guard found, let header else { throw trace.missing() }
        output.write(TracePresentation.closing(header.summary, header.violations, format: format))
        output.flush()
    }
}

/// A stored trace in each format, piece by piece as it streams: an opening, one piece per event,
/// and a closing with the verdicts (in the compiler's shape for text).
enum TracePresentation {
    static func opening(_ summary: TraceSummary, format: RecordFormat) -> String {
        switch format {
        case .json: "{\n  \"events\" : ["
        case .text: headline(summary) + "\n"
        case .markdown: "## \(Markdown.inline(headline(summary)))\n\n" + MarkdownTable.render(header: ["line", "depth", "event"], rows: [])
        }
    }

    static func event(_ event: StoredEvent, format: RecordFormat, first: Bool) -> String {
        switch format {
        case .json: (first ? "\n" : ",\n") + JSONOutput.encode(event)
        case .text: "\(event.line):\t\(String(repeating: "  ", count: event.depth))\(call(event))\n"
        case .markdown: MarkdownTable.row(["\(event.line)", "\(event.depth)", call(event)])
        }
    }

    static func closing(_ summary: TraceSummary, _ violations: [StoredViolation], format: RecordFormat) -> String {
        switch format {
        case .json:
            "\n  ],\n  \"summary\" : \(JSONOutput.encode(summary)),\n  \"violations\" : \(JSONOutput.encode(violations))\n}\n"
        case .text:
            violations.map { "\(summary.source ?? summary.name):\($0.line):\($0.column): \($0.severity): [\($0.rule)] \($0.message)\n" }
                .joined()
        case .markdown:
            violations.isEmpty
                ? ""
                : "\n"
                    + MarkdownTable.render(
                        header: ["line", "severity", "rule", "message"],
                        rows: violations.map { ["\($0.line):\($0.column)", $0.severity, $0.rule, $0.message] })
        }
    }

    private static func headline(_ summary: TraceSummary) -> String {
        "trace \(summary.id): \(summary.name) (\(summary.verdict), \(Count.of(summary.events, "event")), imported \(summary.importedAt))"
    }

    private static func call(_ event: StoredEvent) -> String {
        "\(event.isSuper ? "super." : "")\(event.receiver) \(event.api)\(event.arguments.map { " " + $0 } ?? "")"
    }
}
