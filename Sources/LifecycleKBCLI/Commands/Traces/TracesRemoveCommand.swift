import ArgumentParser
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// `traces rm ID`.
struct TracesRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rm", abstract: "Remove an imported trace.")

    @OptionGroup var options: GlobalOptions<ActionFormats>
    @OptionGroup var trace: TraceID

    func run() throws {
        let store = try options.openStore(for: .write)
        guard try store.removeTrace(id: trace.id) else { throw try trace.missing(in: store) }
        switch options.actionFormat {
        case .json: JSONOutput.print(["removed": trace.id])
        case .text: Terminal.write("removed trace \(trace.id)\n")
        }
    }
}
