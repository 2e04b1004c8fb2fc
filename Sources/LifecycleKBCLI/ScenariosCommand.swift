import ArgumentParser
import LifecycleKB
import LifecycleModel

/// `scenarios [show ID]`: the traces recorded in the seed articles.
struct ScenariosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenarios",
        abstract: "List the recorded scenarios, or show one.",
        subcommands: [ScenariosListCommand.self, ScenariosShowCommand.self],
        defaultSubcommand: ScenariosListCommand.self
    )
}

/// `scenarios list`: every scenario's id, verdict and title.
struct ScenariosListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the recorded scenarios.")

    @OptionGroup var options: GlobalOptions

    func run() throws {
        let scenarios = try CommandFailure.guarding { try options.openStore().knowledge() }.scenarios
        switch options.format {
        case .json: JSONOutput.print(scenarios)
        case .text: Terminal.write(scenarios.map { "\($0.id)\t\($0.verdict.rawValue)\t\($0.title.en)" }.joined(separator: "\n") + "\n")
        case .markdown:
            Terminal.write(MarkdownTable.render(header: ["scenario", "verdict", "title", "expect"],
                                                rows: scenarios.map { [$0.id, $0.verdict.rawValue, $0.title.en, $0.expect.joined(separator: ", ")] }))
        }
    }
}

/// `scenarios show ID`: one scenario with its trace.
struct ScenariosShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one recorded scenario and its trace.")

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The scenario identifier.")
    var id: String

    func run() throws {
        let knowledge = try CommandFailure.guarding { try options.openStore().knowledge() }
        guard let scenario = knowledge.scenarios.first(where: { $0.id == id }) else {
            throw UnknownIdentifier.fail("scenario", id, among: knowledge.scenarios.map(\.id))
        }
        switch options.format {
        case .json: JSONOutput.print(scenario)
        case .text:
            Terminal.write("""
                \(scenario.id) — \(scenario.title.en) / \(scenario.title.zh)
                verdict: \(scenario.verdict.rawValue)\(scenario.expect.isEmpty ? "" : " (" + scenario.expect.joined(separator: ", ") + ")")
                \(scenario.description.en)
                \(scenario.description.zh)
                sources: \(scenario.sources.joined(separator: ", "))

                \(scenario.trace)
                """ + (scenario.trace.hasSuffix("\n") ? "" : "\n"))
        case .markdown:
            Terminal.write("""
                ### \(Markdown.inline(scenario.title.en)) (\(Markdown.code(scenario.id)))

                \(Markdown.inline(scenario.description.en))

                Verdict: **\(scenario.verdict.rawValue)**. Sources: \(scenario.sources.map(Markdown.code).joined(separator: ", ")).

                ```
                \(scenario.trace.replacingOccurrences(of: "```", with: "'''"))
                ```

                """)
        }
    }
}
