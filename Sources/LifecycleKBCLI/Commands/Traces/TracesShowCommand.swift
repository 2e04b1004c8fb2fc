import ArgumentParser
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// `traces show ID`: the trace's events and recorded verdicts, streamed from the store so a trace of
/// millions of events is shown in flat memory.
struct TracesShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one trace's events and verdicts.")

    @OptionGroup var options: GlobalOptions<RecordFormats>
    @OptionGroup var trace: TraceID

    func run() throws {
        let store = try options.openStore()
        let format = options.format
        var output = BufferedOutput()
        var header: (summary: TraceSummary, violations: [StoredViolation])?
        func opening(_ summary: TraceSummary, _ violations: [StoredViolation]) {
            header = (summary, violations)
            output.write(TracePresentation.opening(summary, format: format))
        }
        let found: Bool
        if format == .json {
            var first = true
            found = try store.streamTrace(id: trace.id, header: opening) { event in
                TracePresentation.writeJSON(event, first: first, into: &output)
                first = false
                return true
            }
        } else {
            // Text and Markdown show calls only: the store reads half the columns per event.
            found = try store.streamTraceCalls(id: trace.id, header: opening) { call in
                TracePresentation.write(call, format: format, into: &output)
                return true
            }
        }
        guard found, let header else { throw try trace.missing(in: store) }
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
        case .text: headline(summary) + "\n" + metadata(summary).map { "  \($0.label): \($0.value)\n" }.joined()
        case .markdown:
            Markdown.heading(1, Markdown.inline(headline(summary))) + "\n"
                + metadata(summary).map { "- \($0.label): \(Markdown.inline($0.value))\n" }.joined()
                + (metadata(summary).isEmpty ? "" : "\n") + MarkdownTable.render(header: ["line", "depth", "event"], rows: [])
        }
    }

    /// One event as JSON, written straight into the output's bytes (a million events must not cost
    /// a million encoders).
    static func writeJSON(_ event: StoredEvent, first: Bool, into output: inout BufferedOutput) {
        output.write { out in
            if !first { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "\n"))
            event.appendPrettyJSON(to: &out)
        }
    }

    /// One call as a text line (written straight into the output's bytes, no interpolation) or a
    /// Markdown row.
    static func write(_ call: StoredCall, format: RecordFormat, into output: inout BufferedOutput) {
        switch format {
        case .text:
            output.write { out in
                OutputBytes.appendDecimal(call.line, to: &out)
                out.append(UInt8(ascii: ":"))
                out.append(UInt8(ascii: "\t"))
                out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * call.depth))
                appendCall(call, to: &out)
                out.append(UInt8(ascii: "\n"))
            }
        case .markdown, .json:
            var text: [UInt8] = []
            appendCall(call, to: &text)
            output.write(MarkdownTable.row(["\(call.line)", "\(call.depth)", String(decoding: text, as: UTF8.self)]))
        }
    }

    static func closing(_ summary: TraceSummary, _ violations: [StoredViolation], format: RecordFormat) -> String {
        switch format {
        case .json:
            "\n  ],\n  \"summary\" : \(JSONOutput.encode(summary)),\n  \"violations\" : \(JSONOutput.encode(violations))\n}\n"
        case .text:
            TextReporter().report(violations.map { $0.diagnostic(in: summary.source ?? summary.name) })
        case .markdown:
            violations.isEmpty
                ? ""
                : "\n"
                    + MarkdownTable.render(
                        header: ["line", "severity", "rule", "message"],
                        rows: violations.map { ["\($0.line):\($0.column)", $0.severity, $0.rule, $0.message] })
        }
    }

    /// What was given at import (`--description`, `--ios`, `--device`, `--tag`) and the file read,
    /// each only when there is one.
    private static func metadata(_ summary: TraceSummary) -> [(label: String, value: String)] {
        let fields: [(String, String?)] = [
            ("description", summary.description), ("iOS", summary.ios), ("device", summary.device),
            ("tags", summary.tags.isEmpty ? nil : summary.tags.joined(separator: ", ")), ("file", summary.source),
        ]
        return fields.compactMap { label, value in value.map { (label, $0) } }
    }

    private static func headline(_ summary: TraceSummary) -> String {
        "trace \(summary.id): \(summary.name) (\(summary.verdict), \(Count.of(summary.events, "event")), imported \(summary.importedAt))"
    }

    /// `super.receiver api arguments`, the call as the trace wrote it.
    private static func appendCall(_ call: StoredCall, to out: inout [UInt8]) {
        if call.isSuper { out.append(contentsOf: "super.".utf8) }
        OutputBytes.append(call.receiver, to: &out)
        out.append(UInt8(ascii: " "))
        OutputBytes.append(call.api, to: &out)
        if let arguments = call.arguments {
            out.append(UInt8(ascii: " "))
            OutputBytes.append(arguments, to: &out)
        }
    }
}
