import ArgumentParser
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// `search TEXT`: ranked full-text search in English and Chinese, each hit a readable phrase with the
/// command that opens its record.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search rules, facts, orders, APIs and scenarios (English and Chinese).",
        discussion: "Rules that hold every word of the query come first."
    )

    @OptionGroup var options: GlobalOptions<RecordFormats>

    @Argument(help: "Words to search for.")
    var text: String

    @Option(help: "At most this many hits.")
    var limit = 20

    @Option(help: "Only hits of this kind.")
    var kind: SearchKind?

    /// One hit as printed: the store's hit and how to open its record; field names are public API.
    struct Result: Encodable {
        let kind: String
        let id: String
        let title: String
        let snippet: String
        let open: String
    }

    func run() throws {
        let store = try options.openStore()
        if KnowledgeStore.searchTerms(text).shortened {
            Terminal.writeError(
                "lifecycle-kb: note: searched the first \(KnowledgeStore.searchWordLimit) distinct words, each up to \(KnowledgeStore.searchWordLength) characters"
            )
        }
        let hits = try store.search(text, limit: limit, kind: kind)
        let facts =
            hits.contains { $0.kind == "fact" }
            ? try store.currentKnowledge().facts : []
        let results = hits.map {
            Result(kind: $0.kind, id: $0.id, title: $0.title, snippet: $0.snippet, open: OpenCommand.for($0, facts: facts))
        }
        switch options.format {
        case .json: JSONOutput.print(["query": AnyEncodable(text), "hits": AnyEncodable(results)])
        case .text:
            if results.isEmpty { Terminal.write("no matches for '\(text)'\n") }
            Terminal.write(results.map { "\($0.kind) \($0.id): \($0.title)\n    \($0.snippet)\n    \($0.open)\n" }.joined(separator: "\n"))
        case .markdown:
            Terminal.write(
                MarkdownTable.render(
                    header: ["kind", "id", "title", "snippet", "open with"],
                    rows: results.map { [$0.kind, $0.id, $0.title, $0.snippet, $0.open] }))
        }
    }
}

extension SearchKind: ExpressibleByArgument {}

/// The command line that shows a search hit's whole record.
enum OpenCommand {
    static func `for`(_ hit: SearchHit, facts: [FactRecord]) -> String {
        switch hit.kind {
        case "rule": return "lifecycle-kb rules show \(quoted(hit.id))"
        case "order": return "lifecycle-kb orders show \(quoted(hit.id))"
        case "scenario": return "lifecycle-kb scenarios show \(quoted(hit.id))"
        case "api": return "lifecycle-kb api \(quoted(hit.id))"
        case "fact":
            guard let fact = facts.first(where: { $0.id == hit.id }) else { return "lifecycle-kb search \(quoted(hit.id))" }
            let contexts = fact.contexts.compactMap(\.first).map { " --context \(quoted($0))" }.joined()
            return "lifecycle-kb ask --trigger \(quoted(fact.trigger))\(contexts) ''"
        default: return "lifecycle-kb search \(quoted(hit.id))"
        }
    }

    /// The word as is when a shell reads it unchanged, else in single quotes.
    static func quoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._:-/@,+=".contains($0)) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
