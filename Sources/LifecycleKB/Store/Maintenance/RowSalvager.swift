import GRDB

/// Copies the user's rows from a damaged store's connection into a fresh store's, one trace or rule
/// at a time inside its own savepoint: what reads whole is copied, what hits an unreadable page is
/// rolled back and listed as lost, and the rest goes on.
struct RowSalvager {
    let source: Database
    let target: Database
    /// Beyond this many ids, probing trace by trace would take longer than it could help.
    static let traceIDLimit: Int64 = 10_000_000

    /// Salvages imported traces, team rules and rule settings into `report`.
    func salvage(into report: inout RecoveryReport) throws {
        let top = highestTraceID()
        if top > 0 {
            for id in 1...min(top, Self.traceIDLimit) { try salvageTrace(id, into: &report) }
        }
        try target.execute(
            sql:
                "INSERT INTO meta (key, value) VALUES ('last_user_trace_id', ?) ON CONFLICT (key) DO UPDATE SET value = max(CAST(value AS INTEGER), excluded.value)",
            arguments: [top])
        if let sources = try? Row.fetchAll(source, sql: "SELECT id FROM source WHERE origin = 'user'") {
            for row in sources { _ = try? savepoint { try copy("source", where: "id = ?", [row[0] as String]) } }
        }
        if let rules = try? String.fetchAll(source, sql: "SELECT id FROM rule WHERE origin = 'user' ORDER BY id") {
            for rule in rules {
                let copied: Void? = try? savepoint {
                    try copy("rule", where: "id = ?", [rule])
                    for table in ["rule_check", "rule_example", "rule_source"] { try copy(table, where: "rule_id = ?", [rule]) }
                }
                if copied == nil { report.lostTeamRules.append(rule) } else { report.savedTeamRules.append(rule) }
            }
        } else {
            report.unreadable.append("team rules")
        }
        if let settings = try? savepoint({ try copy("rule_setting", where: "1", []) }) {
            report.savedRuleSettings = settings
        } else {
            report.unreadable.append("rule settings")
        }
        // The copied user sources belong in the fresh store's knowledge snapshot too.
        try KnowledgeSnapshotRow.rewrite(target)
    }

    /// The highest user trace id the damaged store shows anywhere it can still be read.
    private func highestTraceID() -> Int64 {
        [
            "SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'last_user_trace_id'",
            "SELECT max(id) FROM trace",
            "SELECT max(trace_id) FROM trace_event",
        ].compactMap { sql in (try? Int64.fetchOne(source, sql: sql)) ?? nil }.max() ?? 0
    }

    /// Copies one imported trace whole, or nothing of it.
    private func salvageTrace(_ id: Int64, into report: inout RecoveryReport) throws {
        let origin: String?
        do {
            origin = try String.fetchOne(source, sql: "SELECT origin FROM trace WHERE id = ?", arguments: [id])
        } catch {
            report.lostTraces.append(id)
            return
        }
        guard origin == "user" else { return }
        let copied: (events: Int, expected: Int)? = try? savepoint {
            try copy("trace", where: "id = ?", [id])
            var events = 0
            for table in ["trace_object", "trace_event", "trace_violation", "trace_tag"] {
                let count = try copy(table, where: "trace_id = ?", [id])
                if table == "trace_event" { events = count }
            }
            let expected = try Int.fetchOne(target, sql: "SELECT event_count FROM trace WHERE id = ?", arguments: [id]) ?? 0
            // A damaged page can end a scan early without an error: the count the trace had tells.
            if events < expected {
                try target.execute(sql: "UPDATE trace SET event_count = ? WHERE id = ?", arguments: [events, id])
            }
            return (events, expected)
        }
        guard let copied else { return report.lostTraces.append(id) }
        if copied.events < copied.expected {
            report.partialTraces.append(PartialTrace(id: id, events: copied.events, expectedEvents: copied.expected))
        } else {
            report.savedTraces.append(id)
        }
    }

    /// Runs `body` in a savepoint of the fresh store, rolled back when it throws.
    private func savepoint<T>(_ body: () throws -> T) throws -> T {
        var result: T?
        try target.inSavepoint {
            result = try body()
            return .commit
        }
        return result!
    }

    /// Copies the rows of `table` matching `condition` as they are, streaming; returns how many.
    @discardableResult
    private func copy(_ table: String, where condition: String, _ arguments: StatementArguments) throws -> Int {
        let rows = try Row.fetchCursor(source, sql: "SELECT * FROM \(table) WHERE \(condition)", arguments: arguments)
        var insert: Statement?
        var count = 0
        while let row = try rows.next() {
            if insert == nil {
                let columns = Array(row.columnNames)
                insert = try target.makeStatement(
                    sql: """
                        INSERT INTO \(table) (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))
                        """)
            }
            try insert?.execute(arguments: StatementArguments(row.databaseValues))
            count += 1
        }
        return count
    }
}
