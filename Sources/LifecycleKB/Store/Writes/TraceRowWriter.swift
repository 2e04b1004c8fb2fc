import GRDB
import LifecycleCheck
import LifecycleModel

/// Writes recorded traces: their row, events and the verdicts of checking them.
struct TraceRowWriter {
    let db: Database

    /// What a trace row records besides its events.
    struct Header {
        var name: String
        var description: String?
        var ios: String?
        var device: String?
        var source: String?
        var contentHash: String
        var origin: String
    }

    /// Stores a built-in scenario's trace with its events and verdicts; returns its row id.
    func insertScenarioTrace(_ scenario: ScenarioRecord, engine: RuleEngine) throws -> Int64 {
        let header = Header(
            name: scenario.title.en, description: scenario.description.en, ios: scenario.ios, source: scenario.sources.first,
            contentHash: "scenario:" + scenario.id, origin: "builtin")
        let id = try insertHeader(header)
        let inserter = try EventInserter(db: db, trace: id)
        let (report, objects) = try engine.check(bytes: Array(scenario.trace.utf8), file: scenario.id, observe: inserter.insert)
        try inserter.insertObjects(objects, db: db)
        try updateCounts(of: id, report: report)
        try insertViolations(report.violations, of: id)
        return id
    }

    /// Inserts the trace's row before its events, with no events counted yet: `updateCounts` sets
    /// the counts and the verdict once the trace has been read.
    func insertHeader(_ header: Header) throws -> Int64 {
        let id = try nextID(origin: header.origin)
        try db.execute(
            sql: """
                INSERT INTO trace (id, name, description, ios, device, source, content_hash, event_count, skipped_lines, verdict, origin)
                VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?)
                """,
            arguments: [
                id, header.name, header.description, header.ios, header.device, header.source, header.contentHash, Self.verdict([]),
                header.origin,
            ])
        return id
    }

    /// A user trace's id comes from a counter that only grows (0004_user_trace_numbers), so it is
    /// never reused; a built-in trace takes the next id below zero, outside the users' range.
    private func nextID(origin: String) throws -> Int64 {
        guard origin == "user" else {
            return try Int64.fetchOne(db, sql: "SELECT min(0, coalesce(min(id), 0)) - 1 FROM trace") ?? -1
        }
        let last =
            try Int64.fetchOne(
                db,
                sql: """
                    SELECT max(CAST(value AS INTEGER), (SELECT coalesce(max(id), 0) FROM trace))
                    FROM meta WHERE key = 'last_user_trace_id'
                    """) ?? 0
        try db.execute(
            sql: "INSERT INTO meta (key, value) VALUES ('last_user_trace_id', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            arguments: ["\(last + 1)"])
        return last + 1
    }

    func updateCounts(of trace: Int64, report: CheckReport) throws {
        try db.execute(
            sql: "UPDATE trace SET event_count = ?, skipped_lines = ?, verdict = ? WHERE id = ?",
            arguments: [report.events, report.skippedLines, Self.verdict(report.violations), trace])
    }

    func insertViolations(_ violations: [Violation], of trace: Int64) throws {
        for (position, violation) in violations.enumerated() {
            try db.execute(
                sql: """
                    INSERT INTO trace_violation (trace_id, position, rule_id, severity, line, col, object, message)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    trace, position, violation.rule, violation.severity.rawValue, violation.line, violation.column,
                    violation.object, violation.message,
                ])
        }
    }

    private static func verdict(_ violations: [Violation]) -> String {
        violations.contains { $0.severity == .error } ? "errors" : violations.isEmpty ? "clean" : "warnings"
    }
}
