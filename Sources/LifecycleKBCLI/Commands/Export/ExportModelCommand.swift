import ArgumentParser
import LifecycleCLISupport
import LifecycleKB

/// `export model`: the lifecycle state machines of `Data/model/`, as Mermaid diagrams or Markdown tables.
struct ExportModelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "model", abstract: "Export the UIKit lifecycle state machines (appearance, containment, window).")

    @OptionGroup var options: ExportOptions

    @Option(help: "Output format: markdown or mermaid (stateDiagram-v2).")
    var format: ScenarioExportFormat = .mermaid

    @Option(help: "Only this machine, e.g. controller.appearance: a Mermaid viewer draws one diagram at a time.")
    var machine: String?

    @Option(help: "Write to this file instead of standard output.", completion: .file())
    var out: String?

    func run() throws {
        let all = try KnowledgeLoader.builtIn().models
        let models = all.filter { machine == nil || $0.id == machine }
        if let machine, models.isEmpty { throw UnknownName.fail("machine", machine, among: all.map(\.id)) }
        let text = format == .mermaid ? StateMachineMermaid.render(models) : StateMachineMarkdown.render(models, language: options.lang)
        try ExportOutput.write(text, to: out, replacing: options.force)
    }
}
