import GRDB
import LifecycleCheck

extension KnowledgeStore {
    /// Checks an imported trace's events against today's enabled rules (`engine`, this store's), with
    /// the verdicts `check` gives its original file, streaming the events from the store in flat
    /// memory; nil when there is no such trace.
    public func recheckTrace(id: Int64, engine: RuleEngine, options: CheckOptions = CheckOptions()) throws -> CheckReport? {
        var indexes = StoredAPIIndex(vocabulary: engine.vocabulary)
        return try writer.read { db -> CheckReport? in
            guard
                let trace = try Row.fetchOne(
                    db, sql: "SELECT source, name, skipped_lines FROM trace WHERE id = ? AND origin = 'user'", arguments: [id])
            else { return nil }
            let objects = try Int.fetchOne(db, sql: "SELECT count(*) FROM trace_object WHERE trace_id = ?", arguments: [id]) ?? 0
            let cursor = try StoredEventCursor(db: db, trace: id, columns: StoredEventCursor.checkedColumns)
            let file = (trace["source"] as String?) ?? (trace["name"] as String)
            return try engine.check(
                recordedBy: {
                    // An event of an API today's catalog no longer has cannot be checked; it is left out.
                    while try cursor.step() {
                        guard let (api, warning) = indexes.lookup(cursor.apiBytes()) else { continue }
                        return RecordedEvent(
                            line: cursor.int(1), column: cursor.int(2), sequence: cursor.int(0), depth: cursor.int(3),
                            parent: cursor.optionalInt(4), receiver: cursor.int(5), subject: cursor.optionalInt(6), apiIndex: api,
                            warningIndex: warning, argument: cursor.bytes(8).map(TraceArgument.Kind.init(utf8:)),
                            isSuperCall: cursor.int(9) != 0, isExplicitCall: cursor.int(10) != 0)
                    }
                    return nil
                },
                object: cursor.object, objects: objects, file: file, skippedLines: trace["skipped_lines"], options: options)
        }
    }
}

/// Stored `api_id` text (`UIViewController.viewDidAppear:`, `warning:<id>`) to the engine's catalog
/// and warning positions.
struct StoredAPIIndex {
    private var byID: [String: (api: Int, warning: Int)] = [:]
    /// The positions found lately: a trace repeats a few dozen APIs, so most events make no String.
    private var recent = RecentByBytes<(api: Int, warning: Int)?>(size: 256)

    init(vocabulary: TraceVocabulary) {
        for (index, record) in vocabulary.catalog.records.enumerated() where byID[record.id] == nil { byID[record.id] = (index, -1) }
        for (index, warning) in vocabulary.warnings.enumerated() where byID["warning:" + warning.id] == nil {
            byID["warning:" + warning.id] = (-1, index)
        }
    }

    /// The positions for one stored api_id, or nil when today's vocabulary does not have it.
    mutating func lookup(_ bytes: UnsafeRawBufferPointer) -> (api: Int, warning: Int)? {
        let byID = byID
        return recent.value(for: bytes) { byID[String(decoding: bytes, as: UTF8.self)] }
    }
}
