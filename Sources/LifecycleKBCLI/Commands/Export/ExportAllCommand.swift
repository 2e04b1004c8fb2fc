import ArgumentParser
import LifecycleCLISupport
import LifecycleKB

/// `export all --out DIR`: a browsable Markdown book of everything the store knows.
struct ExportAllCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "all",
        abstract: "Export a Markdown book: index.md linking one page per rule group, call order, API class and scenario."
    )

    @OptionGroup var options: ExportOptions

    @Option(
        help: "The folder to write the book into (new, empty, or a book export all wrote, whose pages are rewritten).",
        completion: .directory)
    var out: String

    func run() throws {
        let store = try options.openStore()
        let (rules, knowledge) = (try store.rules(), try store.knowledge())
        var traces: [String: StoredTrace] = [:]
        for scenario in knowledge.scenarios {
            traces[scenario.id] = try store.scenarioTrace(id: scenario.id)
        }
        let pages = MarkdownBook.pages(rules: rules, knowledge: knowledge, scenarioTraces: traces, language: options.lang)
        try ExportOutput.write(pages, under: out)
        Terminal.write("wrote \(pages.count) pages; start at \(out)/index.md\n")
    }
}
