import ArgumentParser
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// `api NAME`: the catalog record for any spelling, with what mentions it.
struct APICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "api",
        abstract: "Show the catalog record for an API in any spelling (addChild(_:), -[UIViewController addChildViewController:], …)."
    )

    @OptionGroup var options: GlobalOptions<RecordFormats>

    @Argument(help: "The API, in any spelling.")
    var name: String

    func run() throws {
        let store = try options.openStore()
        let knowledge = try store.currentKnowledge()
        let mentions = try store.ruleAPIMentions()
        let found = knowledge.catalog.lookup(name)
        guard !found.isEmpty else {
            let spellings = knowledge.catalog.records.flatMap { [$0.selector, $0.swift].compactMap { $0 } }
            throw UnknownName.fail("API", name, among: spellings, listedBy: "export apis")
        }
        let reports = found.map { APIReport(api: $0, knowledge: knowledge, ruleMentions: mentions) }
        switch options.format {
        case .json: JSONOutput.print(reports.count == 1 ? AnyEncodable(reports[0]) : AnyEncodable(reports))
        case .text: Terminal.write(reports.map { $0.text() }.joined(separator: "\n"))
        case .markdown:
            // Several records (a name shared by classes) sit under one title naming what was asked.
            let title = reports.count == 1 ? "" : Markdown.heading(1, Markdown.code(name)) + "\n"
            Terminal.write(title + reports.map { $0.markdown(level: reports.count == 1 ? 1 : 2) }.joined(separator: "\n"))
        }
    }
}
