import GRDB

extension KnowledgeStore {
    /// The store's path, versions and record counts.
    public func status() throws(StoreError) -> StoreStatus {
        do {
            return try writer.read { db in
                func count(_ sql: String) throws -> Int { try Int.fetchOne(db, sql: sql) ?? 0 }
                return StoreStatus(
                    path: path,
                    schemaVersion: try count("PRAGMA user_version"),
                    knowledgeVersion: try KnowledgeStore.knowledgeVersion(db) ?? "",
                    counts: .init(
                        apis: try count("SELECT count(*) FROM api"),
                        facts: try count("SELECT count(*) FROM fact"),
                        orders: try count("SELECT count(*) FROM call_order"),
                        rules: try count("SELECT count(*) FROM rule"),
                        scenarios: try count("SELECT count(*) FROM scenario"),
                        traces: try count("SELECT count(*) FROM trace WHERE origin = 'user'")))
            }
        } catch {
            throw StoreError.database(KnowledgeStore.describe(error))
        }
    }

    /// The names of the applied migrations, in order.
    public func appliedMigrations() throws(StoreError) -> [String] {
        do {
            return try writer.read { db in try SchemaMigrations.migrator.appliedMigrations(db) }
        } catch {
            throw StoreError.database(KnowledgeStore.describe(error))
        }
    }

    /// Applies any pending migration and refreshes built-in knowledge; returns the migrations applied now.
    public func migrate() throws(StoreError) -> [String] {
        try requireWritable()
        do {
            let before = try writer.read { db in try SchemaMigrations.migrator.appliedMigrations(db) }
            try SchemaMigrations.migrator.migrate(writer)
            let after = try writer.read { db in try SchemaMigrations.migrator.appliedMigrations(db) }
            return after.filter { !before.contains($0) }
        } catch {
            throw StoreError.database(KnowledgeStore.describe(error))
        }
    }

    /// Runs SQLite's `integrity_check` and `foreign_key_check`; throws `.integrity` listing problems.
    public func verifyIntegrity() throws(StoreError) {
        let problems: [String]
        do {
            problems = try writer.read(StoreDiagnosis.integrityProblems)
        } catch {
            throw StoreError.database(KnowledgeStore.describe(error))
        }
        if !problems.isEmpty { throw StoreError.integrity(problems) }
    }
}
