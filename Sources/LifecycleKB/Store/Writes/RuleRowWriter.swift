import Foundation
import GRDB
import LifecycleCheck

/// Writes one rule with its checks, examples and sources, for either origin.
struct RuleRowWriter {
    let db: Database

    func insert(_ rule: RuleRecord, origin: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let definition = String(decoding: try encoder.encode(rule), as: UTF8.self)
        try db.execute(
            sql: """
                INSERT INTO rule (id, rule_group, severity, summary_en, summary_zh, rationale_en, rationale_zh,
                                  fix_en, fix_zh, definition, origin)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                rule.id, String(rule.id.prefix { $0 != "." }), rule.severity.rawValue, rule.summary.en, rule.summary.zh,
                rule.rationale.en, rule.rationale.zh, rule.fix.en, rule.fix.zh, definition, origin,
            ])
        for (position, check) in rule.checks.enumerated() {
            let parameters = String(decoding: try encoder.encode(check), as: UTF8.self)
            let kind = (try JSONSerialization.jsonObject(with: Data(parameters.utf8)) as? [String: Any])?["kind"] as? String ?? ""
            try db.execute(
                sql: "INSERT INTO rule_check (rule_id, position, kind, parameters) VALUES (?, ?, ?, ?)",
                arguments: [rule.id, position, kind, parameters])
        }
        for (verdict, traces) in [("conforming", rule.examples.conforming), ("violating", rule.examples.violating)] {
            for (position, trace) in traces.enumerated() {
                try db.execute(
                    sql: "INSERT INTO rule_example (rule_id, verdict, position, trace) VALUES (?, ?, ?, ?)",
                    arguments: [rule.id, verdict, position, trace])
            }
        }
        for source in Set(rule.sources) {
            try db.execute(sql: "INSERT INTO rule_source (rule_id, source_id) VALUES (?, ?)", arguments: [rule.id, source])
        }
    }
}
