import ArgumentParser
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// `db recover [--out NEW]`: salvages imported traces, team rules and rule settings from a damaged
/// store into a fresh one and says what was saved and what was lost.
struct DBRecoverCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recover",
        abstract: "Copy your traces, team rules and rule settings out of a damaged store into a fresh one.",
        discussion: "Without --out the fresh store takes the damaged one's place and the damaged file is kept as PATH.damaged.")

    @OptionGroup var options: GlobalOptions<ActionFormats>

    @Option(help: "Write the recovered store to this new file instead of replacing the damaged one.", completion: .file())
    var out: String?

    func run() throws {
        let path = options.store.location.path
        let report = try StoreRecovery.recover(path: path, into: out)
        switch options.actionFormat {
        case .json: JSONOutput.print(report)
        case .text:
            var lines = ["recovered \(report.source) into \(report.output)"]
            if let aside = report.damagedCopy { lines.append("the damaged file is kept as \(aside)") }
            lines.append(
                "traces: \(report.savedTraces.count) saved, \(report.partialTraces.count) partial, \(report.lostTraces.count) lost\(Self.ids(report.lostTraces.map(String.init)))"
            )
            for partial in report.partialTraces {
                lines.append(
                    "partial: trace \(partial.id) kept \(partial.events) of its \(partial.expectedEvents) events (the rest sat on damaged pages)"
                )
            }
            lines.append(
                "team rules: \(report.savedTeamRules.count) saved, \(report.lostTeamRules.count) lost\(Self.ids(report.lostTeamRules))")
            lines.append("rule settings: \(report.savedRuleSettings) saved")
            for part in report.unreadable { lines.append("unreadable: \(part) (their table's pages are damaged)") }
            Terminal.write(lines.joined(separator: "\n") + "\n")
        }
        if !report.isComplete { throw ExitCode(ExitStatus.notFound) }
    }

    private static func ids(_ ids: [String]) -> String {
        ids.isEmpty ? "" : " (" + ids.joined(separator: ", ") + ")"
    }
}
