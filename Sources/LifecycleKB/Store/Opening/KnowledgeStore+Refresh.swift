import GRDB

extension KnowledgeStore {
    /// Replaces the built-in rows with the knowledge compiled into this binary, in one transaction,
    /// and records its version; user rows stay as they are.
    static func refreshBuiltInKnowledge(in writer: any DatabaseWriter) throws {
        let bundle: KnowledgeBundle
        do {
            bundle = try KnowledgeLoader.builtIn()
        } catch {
            throw StoreError.database("the built-in knowledge does not validate:\n\(error)")
        }
        try writer.write { db in
            try BuiltInKnowledgeWriter(db: db, bundle: bundle).replace()
            try db.execute(
                sql: "INSERT INTO meta (key, value) VALUES ('knowledge_version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                arguments: [KnowledgeLoader.builtInVersion])
            try KnowledgeSnapshotRow.rewrite(db)
        }
    }
}
