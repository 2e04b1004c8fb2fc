import ArgumentParser
import LifecycleKB

/// `traces rm ID`.
struct TracesRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rm", abstract: "Remove an imported trace.")

    @OptionGroup var options: GlobalOptions
    @OptionGroup var trace: TraceID

    func validate() throws {
        try options.format.require(among: [.text, .json], for: "traces rm")
    }

    func run() throws {
        let store = try options.openStore()
        guard try CommandFailure.guarding({ try store.removeTrace(id: trace.id) }) else {
            CommandFailure.report("no imported trace with id \(trace.id)")
            throw ExitCode(CommandFailure.answerNotFound)
        }
        switch options.format {
        case .json: JSONOutput.print(["removed": trace.id])
        case .text, .markdown: Terminal.write("removed trace \(trace.id)\n")
        }
    }
}
