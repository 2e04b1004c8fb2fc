import ArgumentParser

/// `db`: the store itself: its status, migrations and integrity.
struct DBCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "db",
        abstract: "Inspect, migrate and verify the SQLite store.",
        subcommands: [DBStatusCommand.self, DBMigrateCommand.self, DBCheckCommand.self]
    )
}
