import ArgumentParser
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// `traces export ID`: an imported trace as a Mermaid sequence diagram, bare or inside Markdown;
/// a long trace is drawn up to a cap, with a note saying so, or only where its violations are.
struct TracesExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Export a stored trace as a Mermaid sequence diagram, violations as notes.")

    @OptionGroup var store: StoreOptions
    @OptionGroup var trace: TraceID

    @Option(help: "Output format: markdown (a page with a ```mermaid block) or mermaid (the bare diagram), as export scenario.")
    var format: ScenarioExportFormat?

    @Option(name: .customLong("as"), help: .hidden)
    var legacyFormat: ScenarioExportFormat?

    @Option(help: "Write to this file instead of standard output.", completion: .file())
    var out: String?

    @Flag(help: "With --out, replace a file that is already there (never what a symlink points to).")
    var force = false

    @Option(help: "Draw at most this many events; a diagram of millions of arrows helps no one.")
    var maxEvents = 2_000

    @Flag(help: "Draw only the events of objects that have violations.")
    var onlyViolations = false

    @Flag(name: .long, help: "Accepted like every command's; exports are never coloured.")
    var noColor = false

    func validate() throws {
        if let format, let legacyFormat, format != legacyFormat {
            throw ValidationError("--as is the old name of --format; give one of them")
        }
        if maxEvents < 1 { throw ValidationError("--max-events must be at least 1") }
    }

    func run() throws {
        let opened = try store.openStore()
        var summary: TraceSummary?
        var violations: [StoredViolation] = []
        var violated: Set<String> = []
        var drawn: [StoredEvent] = []
        var eligible = 0
        let found = try opened.streamTrace(id: trace.id) { header, recorded in
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
        guard found, let summary else { throw try trace.missing(in: opened) }
        let lastLine = drawn.last?.line ?? 0
        let capped = eligible > drawn.count
        var diagram = MermaidDiagram.render(
            events: drawn, violations: capped ? violations.filter { $0.line <= lastLine } : violations, title: summary.name)
        let cap =
            capped
            ? "the diagram shows the first \(drawn.count) of \(eligible) events\(onlyViolations ? " of objects with violations" : ""); "
                + "raise --max-events, or use --only-violations"
            : nil
        let bare = (format ?? legacyFormat ?? .markdown) == .mermaid
        if let cap, bare { diagram += "%% \(cap)\n" }
        let text =
            bare
            ? diagram
            : Markdown.heading(1, Markdown.inline(summary.name)) + "\n" + Markdown.fenced(diagram, language: "mermaid")
                + (cap.map { "\n> Note: \($0).\n" } ?? "")
        try ExportOutput.write(text, to: out, replacing: force)
    }
}
