import ArgumentParser
import Foundation
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// `db check`: the header, length, integrity and foreign-key checks, read without writing, so it
/// runs on a damaged store that nothing else opens; exit 74 when it finds a problem.
struct DBCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "Check the store file: header, length, integrity_check and foreign_key_check.")

    @OptionGroup var options: GlobalOptions<ActionFormats>

    func run() throws {
        let path = options.store.location.path
        if !FileManager.default.fileExists(atPath: path) { _ = try options.openStore() }
        let diagnosis = StoreDiagnosis.examine(path: path)
        switch options.actionFormat {
        case .json:
            JSONOutput.print([
                "status": AnyEncodable(diagnosis.isSound ? "ok" : "damaged"), "problems": AnyEncodable(diagnosis.problems),
            ])
        case .text:
            if diagnosis.isSound { Terminal.write("ok\n") }
            for problem in diagnosis.problems { CommandFailure.report(problem) }
        }
        guard diagnosis.isSound else {
            Terminal.writeError(
                "lifecycle-kb: note: `lifecycle-kb db recover` copies your traces, team rules and rule settings into a fresh store")
            throw ExitCode(ExitStatus.databaseOrIO)
        }
    }
}
