import ArgumentParser
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// `traces check ID`: the stored events against today's rules, reported like `check`.
struct TracesCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "Check a stored trace against today's rules.")

    @OptionGroup var options: GlobalOptions<DiagnosticFormats>
    @OptionGroup var trace: TraceID

    func run() throws {
        let store = try options.openStore()
        let engine = try StoreOptions.ruleEngine(of: store)
        guard let report = try store.recheckTrace(id: trace.id, engine: engine) else { throw try trace.missing(in: store) }
        let reports = [report.fileReport]
        let colour = options.useColor(on: .standardOutput)
        Terminal.write(options.requestedFormat.checkReporter(colour: colour).report(reports), styled: colour)
        if report.hasErrors { throw ExitCode(ExitStatus.violationsFound) }
    }
}
