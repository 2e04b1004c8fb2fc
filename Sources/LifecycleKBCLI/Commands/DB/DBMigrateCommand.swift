import ArgumentParser
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// `db migrate`: applies pending migrations (opening the store already does; this says what ran).
struct DBMigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "migrate", abstract: "Apply pending schema migrations.")

    @OptionGroup var options: GlobalOptions<ActionFormats>

    func run() throws {
        let store = try options.openStore(for: .write)
        _ = try store.migrate()
        let applied = try store.appliedMigrations()
        let status = try store.status()
        switch options.actionFormat {
        case .json:
            JSONOutput.print(["schema_version": "\(status.schemaVersion)", "applied": applied.joined(separator: ",")])
        case .text:
            Terminal.write("schema version \(status.schemaVersion): \(applied.joined(separator: ", "))\n")
        }
    }
}
