import ArgumentParser
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// `db backup --out FILE`: a consistent copy of the store, taken while others keep using it.
struct DBBackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup", abstract: "Write a consistent copy of the store with SQLite's online backup, while others use it.")

    @OptionGroup var options: GlobalOptions<ActionFormats>

    @Option(help: "The new file to write.", completion: .file())
    var out: String

    func run() throws {
        let store = try options.openStore()
        let destination = StoreLocation.choose(explicit: out).path
        try store.backup(to: destination)
        switch options.actionFormat {
        case .json: JSONOutput.print(["backup": destination])
        case .text: Terminal.write("backed up \(store.path) to \(destination)\n")
        }
    }
}
