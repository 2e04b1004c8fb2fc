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
        var reader = TraceReader(vocabulary: engine.vocabulary, file: scenario.id)
        var events: [TraceEvent] = []
        try reader.read(bytes: Array(scenario.trace.utf8)) { events.append($0) }
        let report = try engine.check(text: scenario.trace, file: scenario.id)
        let header = Header(
            name: scenario.title.en, description: scenario.description.en, ios: scenario.ios, source: scenario.sources.first,
            contentHash: "scenario:" + scenario.id, origin: "builtin")
        let id = try insertHeader(header, report: report)
        let statement = try eventStatement()
        for event in events { try insert(event, of: id, objects: reader.objects, with: statement) }
        try insertViolations(report.violations, of: id)
        return id
    }

    func insertHeader(_ header: Header, report: CheckReport) throws -> Int64 {
        let verdict = report.violations.contains { $0.severity == .error } ? "errors" : report.violations.isEmpty ? "clean" : "warnings"
        try db.execute(
            sql: """
                INSERT INTO trace (name, description, ios, device, source, content_hash, event_count, skipped_lines, verdict, origin)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [header.name, header.description, header.ios, header.device, header.source, header.contentHash,
                        report.events, report.skippedLines, verdict, header.origin])
        return db.lastInsertedRowID
    }

    func eventStatement() throws -> Statement {
        try db.makeStatement(sql: """
            INSERT INTO trace_event (trace_id, sequence, line, depth, receiver, class, api_id, arguments, is_super, is_call)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
    }

    func insert(_ event: TraceEvent, of trace: Int64, objects: [TraceObject], with statement: Statement) throws {
        let receiver = event.receiver < objects.count ? objects[event.receiver].name : "controller"
        try statement.execute(arguments: [
            trace, event.sequence, event.line, event.depth, receiver, event.className,
            event.api ?? "warning:" + (event.warning ?? ""), event.argument?.text, event.isSuperCall, event.isExplicitCall,
        ])
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
}
