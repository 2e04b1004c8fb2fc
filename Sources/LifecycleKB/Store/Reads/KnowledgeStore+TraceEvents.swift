import GRDB

extension KnowledgeStore {
    /// The stored trace of a built-in scenario — its events in order and the violations found when it
    /// was stored — or nil when no scenario has this id.
    public func scenarioTrace(id: String) throws(StoreError) -> StoredTrace? {
        let traceID: Int64?
        do {
            traceID = try writer.read { db in
                try Int64.fetchOne(db, sql: "SELECT trace_id FROM scenario WHERE id = ?", arguments: [id])
            }
        } catch {
            throw StoreError.database(KnowledgeStore.describe(error))
        }
        guard let traceID else { return nil }
        return try storedTrace(rowID: traceID, origin: "builtin")
    }
}
