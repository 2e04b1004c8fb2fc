import ArgumentParser
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// `scenarios [list|show ID]`: the recorded traces, the seed articles' and the public console logs.
struct ScenariosCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenarios",
        abstract: "List the recorded scenarios, or show one.",
        subcommands: [ScenariosListCommand.self, ScenariosShowCommand.self],
        defaultSubcommand: ScenariosListCommand.self
    )
}

/// `scenarios list [--situation S]`: every scenario's id, situation, form, iOS version, verdict and title.
struct ScenariosListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the recorded scenarios.")

    @OptionGroup var options: GlobalOptions<RecordFormats>

    @Option(help: "Only scenarios of this situation or below it: navigation, navigation.push, presentation.page-sheet.")
    var situation: String?

    func run() throws {
        let all = try options.openStore().knowledge().scenarios
        let scenarios = all.filter { scenario in
            guard let wanted = situation else { return true }
            guard let actual = scenario.situation else { return false }
            return actual == wanted || actual.hasPrefix(wanted + ".")
        }
        switch options.format {
        case .json: JSONOutput.print(scenarios)
        case .text:
            let rows = scenarios.map { scenario in
                [
                    scenario.id, scenario.situation ?? "-", scenario.form.rawValue, scenario.ios.map { "iOS " + $0 } ?? "-",
                    scenario.verdict.rawValue, scenario.title.en,
                ]
            }
            Terminal.write(ListTable(header: ["SCENARIO", "SITUATION", "FORM", "IOS", "VERDICT", "TITLE"], rows: rows).text())
        case .markdown:
            Terminal.write(
                MarkdownTable.render(
                    header: ["scenario", "situation", "form", "iOS", "verdict", "title", "expect"],
                    rows: scenarios.map {
                        [
                            $0.id, $0.situation ?? "", $0.form.rawValue, $0.ios ?? "", $0.verdict.rawValue, $0.title.en,
                            $0.expect.joined(separator: ", "),
                        ]
                    }))
        }
    }
}
