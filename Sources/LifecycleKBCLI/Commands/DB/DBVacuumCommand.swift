import ArgumentParser
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// `db vacuum`: gives the space of removed traces back to the file system.
struct DBVacuumCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vacuum", abstract: "Rebuild the store file to give back the space of removed rows.")

    @OptionGroup var options: GlobalOptions<ActionFormats>

    func run() throws {
        let store = try options.openStore(for: .write)
        let sizes = try store.vacuum()
        switch options.actionFormat {
        case .json: JSONOutput.print(["bytes_before": sizes.before, "bytes_after": sizes.after])
        case .text: Terminal.write("\(store.path): \(sizes.before) bytes before, \(sizes.after) after\n")
        }
    }
}
