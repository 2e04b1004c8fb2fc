import Foundation
import GRDB
import LifecycleCheck
import LifecycleModel

extension KnowledgeStore {
    /// Every stored rule of either origin, with whether it is enabled, ordered by identifier.
    public func rules() throws(StoreError) -> [StoredRule] {
        do {
            return try writer.read { db in try StoredRuleReader(db: db).rules() }
        } catch {
            throw StoreError.database(KnowledgeStore.describe(error))
        }
    }

    /// The console warnings trace readers recognise.
    public func consoleWarnings() throws(StoreError) -> [ConsoleWarningRecord] {
        do {
            return try writer.read { db in try StoredRuleReader(db: db).warnings() }
        } catch {
            throw StoreError.database(KnowledgeStore.describe(error))
        }
    }

    /// The engine for `check`: every enabled rule of the store compiled against its catalog.
    /// The rules' definitions are decoded on another thread while this one reads the catalog and
    /// builds the trace vocabulary: the two largest start-up costs of every `check`, overlapped.
    public func ruleEngine() throws -> RuleEngine {
        try writer.read { db in
            let reader = StoredRuleReader(db: db)
            let decoding = RuleDecoding(try reader.definitions())
            let catalog = APICatalog(try StoredKnowledgeReader(db: db).apiRecords())
            let vocabulary = try TraceVocabulary(catalog: catalog, warnings: try reader.warnings())
            return try RuleEngine(rules: try decoding.enabledRules(), vocabulary: vocabulary)
        }
    }

    /// For each rule id, the API ids its checks name, so `api NAME` can list the rules about it: read
    /// from each check's stored parameters, without decoding whole rules.
    public func ruleAPIMentions() throws(StoreError) -> [String: Set<String>] {
        do {
            return try writer.read { db in
                let catalog = APICatalog(try StoredKnowledgeReader(db: db).apiRecords())
                var mentions: [String: Set<String>] = [:]
                try RawStatement.each(db, "SELECT rule_id, parameters FROM rule_check ORDER BY rule_id, position") { row in
                    guard let json = try? JSONSerialization.jsonObject(with: Data(row.string(1).utf8)) else { return }
                    for spelling in StoredRuleReader.strings(in: json) {
                        if let record = catalog.resolve(spelling) { mentions[row.string(0), default: []].insert(record.id) }
                    }
                }
                return mentions
            }
        } catch {
            throw StoreError.database(KnowledgeStore.describe(error))
        }
    }
}

/// Reads rules and console warnings back from their tables.
struct StoredRuleReader {
    let db: Database

    func rules() throws -> [StoredRule] {
        let decoder = JSONDecoder()
        return try definitions().map { stored in
            StoredRule(rule: try Self.decode(stored.definition, decoder), origin: stored.origin, enabled: stored.enabled)
        }
    }

    /// Every rule's stored definition, not decoded yet, with its origin and whether it is enabled.
    func definitions() throws -> [(definition: String, origin: StoredRule.Origin, enabled: Bool)] {
        try Row.fetchAll(
            db,
            sql: """
                SELECT r.definition, r.origin, coalesce(s.enabled, 1) AS enabled
                FROM rule r LEFT JOIN rule_setting s ON s.rule_id = r.id ORDER BY r.id
                """
        ).map { row in (row["definition"], StoredRule.Origin(rawValue: row["origin"]) ?? .user, row["enabled"]) }
    }

    /// A stored definition, read without `JSONDecoder` when it can be (see `JSONValueDecoder`); one it
    /// refuses is decoded again by `JSONDecoder`, so a bad definition fails with the same error as before.
    static func decode(_ definition: String, _ decoder: JSONDecoder) throws -> RuleRecord {
        if let value = try? JSONValueParser.parse(definition), let rule = try? JSONValueDecoder.decode(RuleRecord.self, from: value) {
            return rule
        }
        return try decoder.decode(RuleRecord.self, from: Data(definition.utf8))
    }

    func warnings() throws -> [ConsoleWarningRecord] {
        var patterns: [String: [String]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT warning_id, pattern FROM console_warning_pattern ORDER BY warning_id, position") {
            patterns[row["warning_id"], default: []].append(row["pattern"])
        }
        var sources: [String: [String]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT warning_id, source_id FROM console_warning_source ORDER BY warning_id, source_id") {
            sources[row["warning_id"], default: []].append(row["source_id"])
        }
        return try Row.fetchAll(db, sql: "SELECT * FROM console_warning ORDER BY id").map { row in
            let id: String = row["id"]
            return ConsoleWarningRecord(
                id: id, patterns: patterns[id] ?? [], summary: Bilingual(en: row["summary_en"], zh: row["summary_zh"]),
                sources: sources[id] ?? [])
        }
    }

    /// Every string leaf of a JSON value: the API spellings a rule's checks name are among them.
    static func strings(in json: Any) -> [String] {
        switch json {
        case let text as String: return [text]
        case let list as [Any]: return list.flatMap(strings(in:))
        case let object as [String: Any]: return object.values.flatMap(strings(in:))
        default: return []
        }
    }
}
