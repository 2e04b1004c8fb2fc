import ArgumentParser
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// `db status`: path, schema version, knowledge version and counts.
struct DBStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "status", abstract: "Show the store's path, versions and record counts.")

    @OptionGroup var options: GlobalOptions<RecordFormats>

    func run() throws {
        let store = try options.openStore()
        let status = try store.status()
        switch options.format {
        case .json:
            JSONOutput.print(status)
        case .text:
            Terminal.write(
                """
                path:              \(status.path)
                schema version:    \(status.schemaVersion)
                knowledge version: \(status.knowledgeVersion)
                apis \(status.counts.apis), facts \(status.counts.facts), orders \(status.counts.orders), \
                rules \(status.counts.rules), scenarios \(status.counts.scenarios), traces \(status.counts.traces)

                """)
        case .markdown:
            let c = status.counts
            Terminal.write(
                MarkdownTable.render(
                    header: ["path", "schema", "knowledge", "apis", "facts", "orders", "rules", "scenarios", "traces"],
                    rows: [
                        [
                            status.path, "\(status.schemaVersion)", status.knowledgeVersion, "\(c.apis)", "\(c.facts)",
                            "\(c.orders)", "\(c.rules)", "\(c.scenarios)", "\(c.traces)",
                        ]
                    ]))
        }
    }
}
