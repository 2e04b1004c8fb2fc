import ArgumentParser
import LifecycleKB

/// `export orders`: every named call order as a numbered table marking the neighbours not guaranteed.
struct ExportOrdersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "orders", abstract: "Export every call order as a numbered table.")

    @OptionGroup var options: ExportOptions

    @Option(help: "Output format: markdown or json.")
    var format: TableExportFormat = .markdown

    @Option(help: "Write to this file instead of standard output.", completion: .file())
    var out: String?

    func run() throws {
        let knowledge = try options.openStore().knowledge()
        let text =
            format == .json
            ? JSONOutput.encode(knowledge.orders) + "\n"
            : OrdersMarkdown.render(knowledge.orders, catalog: knowledge.catalog, language: options.lang)
        try ExportOutput.write(text, to: out, replacing: options.force)
    }
}
