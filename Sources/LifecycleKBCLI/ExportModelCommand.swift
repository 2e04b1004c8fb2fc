import ArgumentParser
import LifecycleKB

/// `export model`: the lifecycle state machines of `Data/model/`, as Mermaid diagrams or Markdown tables.
struct ExportModelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model", abstract: "Export the UIKit lifecycle state machines (appearance, containment, window).")

    @OptionGroup var options: ExportOptions

    @Option(help: "Output format: markdown or mermaid (stateDiagram-v2).")
    var format: ScenarioExportFormat = .mermaid

    @Option(help: "Write to this file instead of standard output.")
    var out: String?

    func run() throws {
        let models = try KnowledgeLoader.builtIn().models
        let text = format == .mermaid ? StateMachineMermaid.render(models) : StateMachineMarkdown.render(models, language: options.lang)
        try ExportOutput.write(text, to: out, replacing: options.force)
    }
}
