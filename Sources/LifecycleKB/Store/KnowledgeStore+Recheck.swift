import GRDB
import LifecycleCheck

extension KnowledgeStore {
    /// Checks an imported trace's events against today's enabled rules, with the verdicts `check` gives
    /// its original file; nil when there is no such trace.
    public func recheckTrace(id: Int64, options: CheckOptions = CheckOptions()) throws -> CheckReport? {
        let engine = try ruleEngine()
        let apiIndex = Dictionary(engine.vocabulary.catalog.records.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let warningIndex = Dictionary(engine.vocabulary.warnings.enumerated().map { ("warning:" + $1.id, $0) }, uniquingKeysWith: { first, _ in first })
        return try writer.read { db -> CheckReport? in
            guard let trace = try Row.fetchOne(db, sql: "SELECT source, name, skipped_lines FROM trace WHERE id = ? AND origin = 'user'", arguments: [id]) else { return nil }
            let objects = try Row.fetchAll(db, sql: "SELECT * FROM trace_object WHERE trace_id = ? ORDER BY object", arguments: [id]).map { row in
                TraceObject(id: row["object"], name: row["name"], className: row["class"], address: row["address"])
            }
            let rows = try Row.fetchAll(db, sql: "SELECT * FROM trace_event WHERE trace_id = ? ORDER BY sequence", arguments: [id])
            // An event of an API today's catalog no longer has cannot be checked; it is left out.
            let events = rows.filter { apiIndex[$0["api_id"]] != nil || warningIndex[$0["api_id"]] != nil }.map { row in
                let api: String = row["api_id"]
                let warning = warningIndex[api]
                let argument = (row["arguments"] as String?).map { TraceArgument(kind: TraceArgument.Kind(text: $0), text: $0) }
                return TraceEvent(
                    line: row["line"], column: row["col"], sequence: row["sequence"], depth: row["depth"], parent: row["parent"],
                    receiver: row["receiver"], subject: row["subject"], className: row["class"], api: warning == nil ? api : nil,
                    selector: nil, warning: warning.map { _ in String(api.dropFirst("warning:".count)) }, argument: argument,
                    isSuperCall: row["is_super"], isExplicitCall: row["is_call"], apiIndex: warning == nil ? apiIndex[api] ?? -1 : -1,
                    warningIndex: warning ?? -1)
            }
            let file = (trace["source"] as String?) ?? (trace["name"] as String)
            return try engine.check(recorded: events, objects: objects, file: file, skippedLines: trace["skipped_lines"], options: options)
        }
    }
}
