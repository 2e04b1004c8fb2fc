import GRDB

/// The SQL files of `Migrations/`, compiled in, applied in file-name order through GRDB's migrator.
enum SchemaMigrations {
    /// Each migration's name (its file name without `.sql`) and SQL, in application order.
    static let all: [(name: String, sql: String)] = EmbeddedFiles.all
        .filter { $0.path.hasPrefix("Migrations/") && $0.path.hasSuffix(".sql") }
        .map { (name: String($0.path.dropFirst("Migrations/".count).dropLast(".sql".count)), sql: $0.text) }
        .sorted { $0.name < $1.name }

    /// A migrator running each file in its own transaction, then recording the count in `user_version`
    /// so the sqlite3 CLI sees the schema version too.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for (index, migration) in all.enumerated() {
            migrator.registerMigration(migration.name) { db in
                try db.execute(sql: migration.sql)
                try db.execute(sql: "PRAGMA user_version = \(index + 1)")
            }
        }
        return migrator
    }
}
