import GRDB
import LifecycleCheck

extension KnowledgeStore {
    /// Validates a team's rule file against this store and stores its rules as user rules, in one
    /// transaction. A user rule with the same id is replaced; a built-in id is refused.
    public func importTeamRules(path: String, text: String) throws -> [String] {
        let knowledge = try knowledge()
        let rules = try TeamRuleLoader.load(
            path: path, text: text, vocabulary: try TraceVocabulary(catalog: knowledge.catalog, warnings: try consoleWarnings()),
            sources: Set(knowledge.sources.map(\.id)))
        return try write { db in
            for rule in rules {
                let origin = try String.fetchOne(db, sql: "SELECT origin FROM rule WHERE id = ?", arguments: [rule.id])
                if origin == "builtin" {
                    throw DataValidationError([
                        DataError(file: path, line: 1, message: "'\(rule.id)' is a built-in rule; give the team rule its own id")
                    ])
                }
                try db.execute(sql: "DELETE FROM rule WHERE id = ? AND origin = 'user'", arguments: [rule.id])
                for source in rule.sources where TeamRuleLoader.isURL(source) {
                    try db.execute(
                        sql: "INSERT OR IGNORE INTO source (id, kind, title, url, origin) VALUES (?, 'user', ?, ?, 'user')",
                        arguments: [source, source, source])
                }
                try RuleRowWriter(db: db).insert(rule, origin: "user")
            }
            // A rule citing a URL added a source row, which the snapshot of the knowledge must list too.
            try KnowledgeSnapshotRow.rewrite(db)
            return rules.map(\.id)
        }
    }

    /// Turns a rule of either origin on or off; the choice survives knowledge refreshes.
    public func setRule(_ id: String, enabled: Bool) throws(StoreError) -> Bool {
        do {
            return try write { db in
                guard try Bool.fetchOne(db, sql: "SELECT 1 FROM rule WHERE id = ?", arguments: [id]) != nil else { return false }
                try db.execute(
                    sql:
                        "INSERT INTO rule_setting (rule_id, enabled) VALUES (?, ?) ON CONFLICT (rule_id) DO UPDATE SET enabled = excluded.enabled",
                    arguments: [id, enabled])
                return true
            }
        } catch {
            throw StoreError.database(KnowledgeStore.describe(error))
        }
    }
}
