import ArgumentParser
import LifecycleCLISupport
import LifecycleKB

/// `export scenario ID --format mermaid|markdown`: a scenario's stored trace as a sequence diagram.
struct ExportScenarioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenario",
        abstract: "Export a scenario as a Mermaid sequence diagram, bare or in a Markdown page, violations as notes."
    )

    @OptionGroup var options: ExportOptions

    @Argument(help: "The scenario identifier, as scenarios list prints it.", completion: IDCompletion.scenarios)
    var id: String

    @Option(help: "Output format: markdown (a page with a ```mermaid block) or mermaid (the bare diagram).")
    var format: ScenarioExportFormat = .markdown

    @Option(help: "Write to this file instead of standard output.", completion: .file())
    var out: String?

    func run() throws {
        let store = try options.openStore()
        let knowledge = try store.knowledge()
        guard let scenario = knowledge.scenarios.first(where: { $0.id == id }),
            let trace = try store.scenarioTrace(id: id)
        else { throw UnknownName.fail("scenario", id, among: knowledge.scenarios.map(\.id), listedBy: "scenarios") }
        let text =
            format == .mermaid
            ? MermaidDiagram.render(events: trace.events, violations: trace.violations, title: scenario.title.text(options.lang))
            : ScenarioMarkdown.render(scenario, trace: trace, sources: knowledge.sources, language: options.lang)
        try ExportOutput.write(text, to: out, replacing: options.force)
    }
}
