import ArgumentParser
import LifecycleKB

/// `traces check ID`: the stored events against today's rules, reported like `check`.
struct TracesCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "Check a stored trace against today's rules.")

    @OptionGroup var options: GlobalOptions
    @OptionGroup var trace: TraceID

    func run() throws {
        let store = try options.openStore()
        guard let report = try CommandFailure.guarding({ try store.recheckTrace(id: trace.id) }) else {
            throw trace.missing()
        }
        switch options.format {
        case .json: JSONOutput.print(report)
        case .text: Terminal.write(DiagnosticPrinter(color: options.useColor(on: .standardOutput)).render([report]))
        case .markdown: Terminal.write(CheckMarkdown.render([report]))
        }
        if report.violations.contains(where: { $0.severity == .error }) { throw ExitCode(CommandFailure.answerNotFound) }
    }
}
