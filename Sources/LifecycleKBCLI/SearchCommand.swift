import ArgumentParser
import LifecycleKB
import LifecycleModel

/// `search TEXT`: ranked full-text search in English and Chinese, with snippets.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search rules, facts, orders, APIs and scenarios (English and Chinese)."
    )

    @OptionGroup var options: GlobalOptions

    @Argument(help: "Words to search for.")
    var text: String

    @Option(help: "At most this many hits.")
    var limit = 20

    func run() throws {
        let hits = try CommandFailure.guarding { try options.openStore().search(text, limit: limit) }
        switch options.format {
        case .json: JSONOutput.print(["query": AnyEncodable(text), "hits": AnyEncodable(hits)])
        case .text:
            if hits.isEmpty { Terminal.write("no matches for '\(text)'\n") }
            Terminal.write(hits.map { "\($0.kind)\t\($0.id)\n\t\($0.snippet.replacingOccurrences(of: "\n", with: " "))" }.joined(separator: "\n") + (hits.isEmpty ? "" : "\n"))
        case .markdown:
            Terminal.write(MarkdownTable.render(header: ["kind", "id", "snippet"], rows: hits.map { [$0.kind, $0.id, $0.snippet] }))
        }
    }
}
