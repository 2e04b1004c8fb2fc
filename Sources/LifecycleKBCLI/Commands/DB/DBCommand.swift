import ArgumentParser

/// `db`: the store itself: its status, migrations, integrity, recovery, space and backups.
struct DBCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "db",
        abstract: "Inspect, migrate, verify, recover, vacuum and back up the SQLite store.",
        subcommands: [
            DBStatusCommand.self, DBMigrateCommand.self, DBCheckCommand.self, DBRecoverCommand.self, DBVacuumCommand.self,
            DBBackupCommand.self,
        ]
    )
}
