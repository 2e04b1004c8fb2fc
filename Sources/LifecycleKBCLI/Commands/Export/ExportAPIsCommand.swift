import ArgumentParser
import LifecycleCLISupport
import LifecycleKB

/// `export apis`: the API catalog, one table per class.
struct ExportAPIsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apis",
        abstract: "Export the API catalog: selector, Swift name, class, versions and the super rule, a table per class.")

    @OptionGroup var options: ExportOptions

    @Option(help: "Output format: markdown or json.")
    var format: TableExportFormat = .markdown

    @Option(help: "Write to this file instead of standard output.", completion: .file())
    var out: String?

    func run() throws {
        let records = try options.openStore().knowledge().catalog.records
        let text = format == .json ? JSONOutput.encode(records) + "\n" : APIsMarkdown.render(records, language: options.lang)
        try ExportOutput.write(text, to: out, replacing: options.force)
    }
}
