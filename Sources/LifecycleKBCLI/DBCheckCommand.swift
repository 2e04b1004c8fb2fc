import ArgumentParser
import LifecycleKB

/// `db check`: SQLite's integrity and foreign-key checks; exit 74 when either finds a problem.
struct DBCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "Run integrity_check and foreign_key_check.")

    @OptionGroup var options: GlobalOptions

    func run() throws {
        let store = try options.openStore()
        try CommandFailure.guarding { try store.verifyIntegrity() }
        switch options.format {
        case .json: JSONOutput.print(["status": "ok"])
        case .text, .markdown: Terminal.write("ok\n")
        }
    }
}
