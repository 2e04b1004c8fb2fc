import GRDB

extension KnowledgeStore {
    /// The user's imported traces, newest first, optionally only those with a tag.
    public func traces(tag: String? = nil) throws(StoreError) -> [TraceSummary] {
        do {
            return try writer.read { db in
                let tags = try Row.fetchAll(db, sql: "SELECT trace_id, tag FROM trace_tag ORDER BY tag")
                var tagsByTrace: [Int64: [String]] = [:]
                for row in tags { tagsByTrace[row["trace_id"], default: []].append(row["tag"]) }
                let filter = tag == nil ? "" : "AND id IN (SELECT trace_id FROM trace_tag WHERE tag = ?)"
                return try Row.fetchAll(
                    db, sql: "SELECT * FROM trace WHERE origin = 'user' \(filter) ORDER BY id DESC",
                    arguments: StatementArguments(tag.map { [$0] } ?? [])
                ).map { TraceSummary(row: $0, tags: tagsByTrace[$0["id"]] ?? []) }
            }
        } catch {
            throw StoreError.database(KnowledgeStore.describe(error))
        }
    }

    /// One imported trace with its events and the violations recorded at import, or nil; built-in
    /// scenarios are not in this namespace (see `scenarioTrace(id:)`).
    public func trace(id: Int64) throws(StoreError) -> StoredTrace? {
        try storedTrace(rowID: id, origin: "user")
    }

    /// The trace stored under an internal row id, of either origin when `origin` is nil, read whole.
    func storedTrace(rowID id: Int64, origin: String?) throws(StoreError) -> StoredTrace? {
        var trace: StoredTrace?
        _ = try streamTrace(rowID: id, origin: origin) { summary, violations in
            trace = StoredTrace(summary: summary, events: [], violations: violations)
        } event: { event in
            trace?.events.append(event)
            return true
        }
        return trace
    }

    /// Reads one imported trace in flat memory: `header` gets its summary and the violations recorded
    /// at import, then `event` each event in order until it returns false; false when there is no
    /// such trace.
    public func streamTrace(
        id: Int64, header: (TraceSummary, [StoredViolation]) throws -> Void, event: (StoredEvent) throws -> Bool
    ) throws(StoreError) -> Bool {
        try streamTrace(rowID: id, origin: "user", header: header, event: event)
    }

    /// As `streamTrace`, with each event as the call `traces show` prints as text: half the columns
    /// of a `StoredEvent` read per row, and no subject or class looked up.
    public func streamTraceCalls(
        id: Int64, header: (TraceSummary, [StoredViolation]) throws -> Void, call: (StoredCall) throws -> Bool
    ) throws(StoreError) -> Bool {
        try streamTraceCalls(id: id, header: header, call: call, reading: .aheadIfLarge)
    }

    /// `streamTraceCalls`, reading the events as `reading` says (one thread is the twin tests compare with).
    func streamTraceCalls(
        id: Int64, header: (TraceSummary, [StoredViolation]) throws -> Void, call: (StoredCall) throws -> Bool, reading: EventReading
    ) throws(StoreError) -> Bool {
        try streamTrace(rowID: id, origin: "user", header: header) { db in
            let chunks = try eventChunks(db, trace: id, reading, rows: StoredCallRows())
            defer { chunks?.stop() }
            try StoredEventCursor.forEachCall(db: db, trace: id, chunks: chunks, call)
        }
    }

    private func streamTrace(
        rowID id: Int64, origin: String?, header: (TraceSummary, [StoredViolation]) throws -> Void, event: (StoredEvent) throws -> Bool
    ) throws(StoreError) -> Bool {
        try streamTrace(rowID: id, origin: origin, header: header) { db in try StoredEventCursor.forEachNamedEvent(db: db, trace: id, event)
        }
    }

    /// Reads a trace's summary and recorded violations for `header`, then has `events` step its events.
    private func streamTrace(
        rowID id: Int64, origin: String?, header: (TraceSummary, [StoredViolation]) throws -> Void, events: (Database) throws -> Void
    ) throws(StoreError) -> Bool {
        do {
            return try writer.read { db in
                guard
                    let row = try Row.fetchOne(
                        db, sql: "SELECT * FROM trace WHERE id = ? AND origin = coalesce(?, origin)", arguments: [id, origin])
                else { return false }
                let tags = try String.fetchAll(db, sql: "SELECT tag FROM trace_tag WHERE trace_id = ? ORDER BY tag", arguments: [id])
                let violations = try Row.fetchAll(
                    db, sql: "SELECT * FROM trace_violation WHERE trace_id = ? ORDER BY position", arguments: [id]
                ).map { row in
                    StoredViolation(
                        rule: row["rule_id"], severity: row["severity"], line: row["line"], column: row["col"], object: row["object"],
                        message: row["message"])
                }
                try header(TraceSummary(row: row, tags: tags), violations)
                try events(db)
                return true
            }
        } catch {
            throw StoreError.database(KnowledgeStore.describe(error))
        }
    }

    /// Deletes one imported trace with its events, tags and verdicts; false when there is none.
    /// Built-in scenario traces are not the user's to delete.
    public func removeTrace(id: Int64) throws(StoreError) -> Bool {
        do {
            return try write { db in
                try db.execute(sql: "DELETE FROM trace WHERE id = ? AND origin = 'user'", arguments: [id])
                return db.changesCount > 0
            }
        } catch {
            throw StoreError.database(KnowledgeStore.describe(error))
        }
    }
}

extension TraceSummary {
    init(row: Row, tags: [String]) {
        self.init(
            id: row["id"], name: row["name"], description: row["description"], ios: row["ios"], device: row["device"],
            source: row["source"], events: row["event_count"], skippedLines: row["skipped_lines"], verdict: row["verdict"],
            importedAt: row["imported_at"], tags: tags)
    }
}
