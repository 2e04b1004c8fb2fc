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
        let id = try insertHeader(header, report: CheckReport(file: scenario.id, events: 0, objects: 0, skippedLines: 0, violations: []))
        let inserter = try EventInserter(db: db, trace: id)
        let (report, objects) = try engine.check(bytes: Array(scenario.trace.utf8), file: scenario.id, observe: inserter.insert)
        try inserter.insertObjects(objects, db: db)
        try updateCounts(of: id, report: report)
        try insertViolations(report.violations, of: id)
        return id
    }

    func insertHeader(_ header: Header, report: CheckReport) throws -> Int64 {
        try db.execute(
            sql: """
                INSERT INTO trace (name, description, ios, device, source, content_hash, event_count, skipped_lines, verdict, origin)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [header.name, header.description, header.ios, header.device, header.source, header.contentHash,
                        report.events, report.skippedLines, Self.verdict(report), header.origin])
        return db.lastInsertedRowID
    }

    func updateCounts(of trace: Int64, report: CheckReport) throws {
        try db.execute(
            sql: "UPDATE trace SET event_count = ?, skipped_lines = ?, verdict = ? WHERE id = ?",
            arguments: [report.events, report.skippedLines, Self.verdict(report), trace])
    }

    func insertViolations(_ violations: [Violation], of trace: Int64) throws {
        for (position, violation) in violations.enumerated() {
            try db.execute(
                sql: """
                    INSERT INTO trace_violation (trace_id, position, rule_id, severity, line, col, object, message)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [trace, position, violation.rule, violation.severity.rawValue, violation.line, violation.column,
                            violation.object, violation.message])
        }
    }

    private static func verdict(_ report: CheckReport) -> String {
        report.violations.contains { $0.severity == .error } ? "errors" : report.violations.isEmpty ? "clean" : "warnings"
    }
}
