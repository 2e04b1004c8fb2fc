import ArgumentParser
import LifecycleAsk
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// `sources [show ID]`: the articles and documents every answer cites, with their titles and URLs.
struct SourcesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sources",
        abstract: "List the sources answers cite (with titles and URLs), or show one.",
        subcommands: [SourcesListCommand.self, SourcesShowCommand.self],
        defaultSubcommand: SourcesListCommand.self
    )
}

/// `sources list`: every source's id, kind, title and URL.
struct SourcesListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List every source with its title and URL.")

    @OptionGroup var options: GlobalOptions<RecordFormats>

    func run() throws {
        let sources = try options.openStore().sources()
        switch options.format {
        case .json: JSONOutput.print(sources)
        case .text:
            let rows = sources.map { [$0.id, SourceLabels.kind($0.kind.rawValue, .en), $0.title, $0.url ?? ""] }
            Terminal.write(ListTable(header: ["SOURCE", "KIND", "TITLE", "URL"], rows: rows).text())
        case .markdown:
            Terminal.write(
                MarkdownTable.render(
                    header: ["source", "kind", "title", "url"],
                    rows: sources.map { [$0.id, SourceLabels.kind($0.kind.rawValue, .en), $0.title, $0.url ?? ""] }))
        }
    }
}

/// `sources show ID`: one source.
struct SourcesShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one source: its title, kind and URL.")

    @OptionGroup var options: GlobalOptions<RecordFormats>

    @Argument(help: "The source identifier, e.g. apple.loadview or 001_239b30c79ca54ce8.txt.", completion: IDCompletion.sources)
    var id: String

    func run() throws {
        let sources = try options.openStore().sources()
        guard let source = sources.first(where: { $0.id == id }) else {
            throw UnknownName.fail("source", id, among: sources.map(\.id), listedBy: "sources")
        }
        switch options.format {
        case .json: JSONOutput.print(source)
        case .text:
            let lines = [
                source.id, "title: \(source.title)", "kind:  \(SourceLabels.kind(source.kind.rawValue, .en))",
                "url:   \(source.url ?? "none (a seed article)")",
            ]
            Terminal.write(lines.joined(separator: "\n") + "\n")
        case .markdown:
            let rows = [
                ["title", source.title], ["kind", SourceLabels.kind(source.kind.rawValue, .en)],
                ["url", source.url ?? "none (a seed article)"],
            ]
            Terminal.write(
                Markdown.heading(1, Markdown.inline(source.id)) + "\n" + MarkdownTable.render(header: ["field", "value"], rows: rows))
        }
    }
}
