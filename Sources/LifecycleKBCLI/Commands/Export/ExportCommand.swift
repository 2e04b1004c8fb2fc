import ArgumentParser
import LifecycleKB

/// `export rules|orders|apis|scenario|all`: the stored knowledge as Markdown, JSON, YAML or Mermaid.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export rules, call orders, APIs and scenarios as Markdown, JSON, YAML or Mermaid.",
        discussion: "Output goes to standard output unless --out names a file (a folder for export all).",
        subcommands: [
            ExportRulesCommand.self, ExportOrdersCommand.self, ExportAPIsCommand.self, ExportScenarioCommand.self, ExportAllCommand.self,
            ExportModelCommand.self,
        ]
    )
}
