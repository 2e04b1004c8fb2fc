import ArgumentParser
import LifecycleKB
import LifecycleModel

/// `traces show ID`: the trace's events and recorded verdicts.
struct TracesShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one trace's events and verdicts.")

    @OptionGroup var options: GlobalOptions
    @OptionGroup var trace: TraceID

    func run() throws {
        let stored = try trace.load(from: options.openStore())
        switch options.format {
        case .json: JSONOutput.print(stored)
        case .text: Terminal.write(TracePresentation.text(stored))
        case .markdown: Terminal.write(TracePresentation.markdown(stored))
        }
    }
}

/// A stored trace as lines a person reads: indented events, then verdicts in the compiler's shape.
enum TracePresentation {
    static func text(_ trace: StoredTrace) -> String {
        var lines = [headline(trace.summary)]
        for event in trace.events {
            lines.append("\(event.line):\t\(String(repeating: "  ", count: event.depth))\(call(event))")
        }
        lines += trace.violations.map { diagnostic($0, in: trace.summary) }
        return lines.joined(separator: "\n") + "\n"
    }

    static func markdown(_ trace: StoredTrace) -> String {
        let summary = trace.summary
        var page = "## \(Markdown.inline(headline(summary)))\n\n"
        page += MarkdownTable.render(
            header: ["line", "depth", "event"],
            rows: trace.events.map { ["\($0.line)", "\($0.depth)", call($0)] })
        if !trace.violations.isEmpty {
            page += "\n" + MarkdownTable.render(
                header: ["line", "severity", "rule", "message"],
                rows: trace.violations.map { ["\($0.line):\($0.column)", $0.severity, $0.rule, $0.message] })
        }
        return page
    }

    private static func headline(_ summary: TraceSummary) -> String {
        "trace \(summary.id): \(summary.name) (\(summary.verdict), \(Count.of(summary.events, "event")), imported \(summary.importedAt))"
    }

    private static func call(_ event: StoredEvent) -> String {
        "\(event.isSuper ? "super." : "")\(event.receiver) \(event.api)\(event.arguments.map { " " + $0 } ?? "")"
    }

    private static func diagnostic(_ violation: StoredViolation, in summary: TraceSummary) -> String {
        "\(summary.source ?? summary.name):\(violation.line):\(violation.column): \(violation.severity): [\(violation.rule)] \(violation.message)"
    }
}
