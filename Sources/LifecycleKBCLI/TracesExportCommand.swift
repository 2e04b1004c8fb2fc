import ArgumentParser
import LifecycleKB
import LifecycleModel

/// `traces export ID`: an imported trace as a Mermaid sequence diagram, bare or inside Markdown.
struct TracesExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Export a stored trace as a Mermaid sequence diagram, violations as notes.")

    @OptionGroup var store: StoreOptions
    @OptionGroup var trace: TraceID

    @Option(help: "Output format: markdown (a page with a ```mermaid block) or mermaid (the bare diagram), as export scenario.")
    var format: ScenarioExportFormat?

    @Option(name: .customLong("as"), help: .hidden)
    var legacyFormat: ScenarioExportFormat?

    @Option(help: "Write to this file instead of standard output.")
    var out: String?

    @Flag(name: .long, help: "Accepted like every command's; exports are never coloured.")
    var noColor = false

    func validate() throws {
        if let format, let legacyFormat, format != legacyFormat {
            throw ValidationError("--as is the old name of --format; give one of them")
        }
    }

    func run() throws {
        let stored = try trace.load(from: store.openStore())
        let diagram = MermaidDiagram.render(events: stored.events, violations: stored.violations, title: stored.summary.name)
        let text = (format ?? legacyFormat ?? .markdown) == .mermaid
            ? diagram
            : "## \(Markdown.inline(stored.summary.name))\n\n```mermaid\n\(diagram)```\n"
        try ExportOutput.write(text, to: out)
    }
}
