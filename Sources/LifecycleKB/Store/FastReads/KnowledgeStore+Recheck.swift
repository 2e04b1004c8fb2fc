import Foundation
import GRDB
import LifecycleCheck

extension KnowledgeStore {
    /// How a re-check or `traces show` reads a trace's events.
    enum EventReading {
        /// Stepping every row on the store's connection, on the consuming thread (the plain twin).
        case oneThread
        /// Read ahead on two threads (`StoredEventChunks`) when the trace is long enough to gain and
        /// the machine has a second core.
        case aheadIfLarge
        /// Read ahead in chunks of `span` events whatever the trace's length, for tests.
        case ahead(span: Int)

        /// Events a chunk spans, in `sequence` numbers: enough to make a handover rare, few enough
        /// that the chunks in flight stay a few megabytes.
        static let span = 1024
    }

    /// Checks an imported trace's events against today's enabled rules (`engine`, this store's), with
    /// the verdicts `check` gives its original file, streaming the events from the store in flat
    /// memory; nil when there is no such trace.
    public func recheckTrace(id: Int64, engine: RuleEngine, options: CheckOptions = CheckOptions()) throws -> CheckReport? {
        try recheckTrace(id: id, engine: engine, options: options, reading: .aheadIfLarge)
    }

    func recheckTrace(id: Int64, engine: RuleEngine, options: CheckOptions, reading: EventReading) throws -> CheckReport? {
        let indexes = StoredAPIIndex(vocabulary: engine.vocabulary)
        return try writer.read { db -> CheckReport? in
            guard
                let trace = try Row.fetchOne(
                    db, sql: "SELECT source, name, skipped_lines FROM trace WHERE id = ? AND origin = 'user'",
                    arguments: [id])
            else { return nil }
            let objects = try Int.fetchOne(db, sql: "SELECT count(*) FROM trace_object WHERE trace_id = ?", arguments: [id]) ?? 0
            let cursor = try StoredEventCursor(db: db, trace: id, columns: StoredAPIIndex.columns)
            let file = (trace["source"] as String?) ?? (trace["name"] as String)
            func check(_ next: () throws -> RecordedEvent?) throws -> CheckReport {
                try engine.check(
                    recordedBy: next, object: cursor.object, objects: objects, file: file, skippedLines: trace["skipped_lines"],
                    options: options)
            }
            if let chunks = try eventChunks(db, trace: id, reading, rows: indexes) {
                defer { chunks.stop() }
                return try check(chunks.next)
            }
            var reading = indexes
            return try check { try cursor.next(&reading) }
        }
    }

    /// The user trace's events read ahead as `rows` makes them, or nil to step them on the consuming
    /// thread: reading ahead opens two more connections and starts two threads, which a short trace
    /// does not repay, and needs the store in a file.
    func eventChunks<Rows: StoredRowReading>(_ db: Database, trace id: Int64, _ reading: EventReading, rows: Rows) throws
        -> StoredEventChunks<Rows>?
    {
        guard path != ":memory:",
            let trace = try Row.fetchOne(
                db, sql: "SELECT content_hash, event_count FROM trace WHERE id = ? AND origin = 'user'", arguments: [id])
        else { return nil }
        let events: Int = trace["event_count"]
        let span: Int
        switch reading {
        case .oneThread: return nil
        case .ahead(let chosen): span = chosen
        case .aheadIfLarge:
            guard events >= 16 * EventReading.span, ProcessInfo.processInfo.activeProcessorCount > 1 else { return nil }
            span = EventReading.span
        }
        // Two subqueries, each one seek: SQLite scans the whole range for min and max in one query.
        guard
            let bounds = try Row.fetchOne(
                db,
                sql: """
                    SELECT (SELECT min(sequence) FROM trace_event WHERE trace_id = ?1),
                           (SELECT max(sequence) FROM trace_event WHERE trace_id = ?1)
                    """, arguments: [id]),
            let first = bounds[0] as Int?, let last = bounds[1] as Int?
        else { return nil }
        return StoredEventChunks(
            path: path, trace: id, contentHash: trace["content_hash"], sequences: first...last, expectedEvents: events, reading: rows,
            span: span)
    }
}

/// Stored `api_id` text (`UIViewController.viewDidAppear:`, `warning:<id>`) to the engine's catalog
/// and warning positions.
struct StoredAPIIndex: StoredRowReading {
    static let columns = StoredEventCursor.checkedColumns

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

    /// The event in a row of `StoredEventCursor.checkedColumns`, or nil when today's catalog no
    /// longer has its API: such an event cannot be checked and is left out.
    mutating func event(_ row: StoredEventRow) -> RecordedEvent? {
        guard let (api, warning) = lookup(row.bytes(7) ?? UnsafeRawBufferPointer(start: nil, count: 0)) else { return nil }
        return RecordedEvent(
            line: row.int(1), column: row.int(2), sequence: row.int(0), depth: row.int(3), parent: row.optionalInt(4),
            receiver: row.int(5), subject: row.optionalInt(6), apiIndex: api, warningIndex: warning,
            argument: row.bytes(8).map(TraceArgument.Kind.init(utf8:)), isSuperCall: row.int(9) != 0, isExplicitCall: row.int(10) != 0)
    }
}
