import Foundation
import GRDB
import LifecycleAsk
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
            try Self.ruleEngine(StoredRuleReader(db: db)) { APICatalog(try StoredKnowledgeReader(db: db).apiRecords()) }
        }
    }

    /// The engine for `check` from a current store, read on a read-only connection with no pool, WAL
    /// set-up or migration scan (`CurrentStore`): a quarter of a `check`'s start-up. The catalog comes
    /// from the knowledge snapshot, which is written from the catalog's rows in the same transaction
    /// as they are. Nil when the store is not current, or reading it fails; then
    /// `KnowledgeStore(path:).ruleEngine()`, the reference this one is tested against, migrates,
    /// refreshes or explains.
    public static func currentRuleEngine(atPath path: String) throws -> RuleEngine? {
        try CurrentStore.read(atPath: path) { connection in
            try ruleEngine(StoredRuleReader(connection: connection)) {
                guard let bytes = KnowledgeSnapshotRow.bytes(connection),
                    let catalog = try? Knowledge.catalog(snapshot: bytes, appendix: TokenizerTables.snapshotName)
                else { throw StoreError.database("the knowledge snapshot cannot be read") }
                return catalog
            }
        }
    }

    /// `catalog` runs after the definitions' decoding has started on its thread, so the two overlap.
    private static func ruleEngine(_ rules: StoredRuleReader, catalog: () throws -> APICatalog) throws -> RuleEngine {
        let decoding = RuleDecoding(try rules.definitions())
        let catalog = try catalog()
        let vocabulary = try TraceVocabulary(catalog: catalog, warnings: try rules.warnings())
        return try RuleEngine(rules: try decoding.enabledRules(), vocabulary: vocabulary)
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
    /// GRDB's connection inside a read, or `CurrentStore`'s.
    let connection: OpaquePointer?

    init(db: Database) {
        connection = db.sqliteConnection
    }

    init(connection: OpaquePointer?) {
        self.connection = connection
    }

    func rules() throws -> [StoredRule] {
        let decoder = JSONDecoder()
        return try definitions().map { stored in
            StoredRule(rule: try Self.decode(stored.definition, decoder), origin: stored.origin, enabled: stored.enabled)
        }
    }

    /// Every rule's stored definition, not decoded yet, with its origin and whether it is enabled.
    func definitions() throws -> [(definition: String, origin: StoredRule.Origin, enabled: Bool)] {
        var out: [(definition: String, origin: StoredRule.Origin, enabled: Bool)] = []
        let sql = """
            SELECT r.definition, r.origin, coalesce(s.enabled, 1) AS enabled
            FROM rule r LEFT JOIN rule_setting s ON s.rule_id = r.id ORDER BY r.id
            """
        try RawStatement.each(connection, sql) { row in
            out.append((row.string(0), StoredRule.Origin(rawValue: row.string(1)) ?? .user, row.int(2) != 0))
        }
        return out
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
        let patternSQL = "SELECT warning_id, pattern FROM console_warning_pattern ORDER BY warning_id, position"
        try RawStatement.each(connection, patternSQL) { row in patterns[row.string(0), default: []].append(row.string(1)) }
        var sources: [String: [String]] = [:]
        let sourceSQL = "SELECT warning_id, source_id FROM console_warning_source ORDER BY warning_id, source_id"
        try RawStatement.each(connection, sourceSQL) { row in sources[row.string(0), default: []].append(row.string(1)) }
        var causes: [String: [Bilingual]] = [:]
        let causeSQL = "SELECT warning_id, text_en, text_zh FROM console_warning_cause ORDER BY warning_id, position"
        try RawStatement.each(connection, causeSQL) { row in causes[row.string(0), default: []].append(row.bilingual(1)) }
        var examples: [String: [ConsoleWarningRecord.Example]] = [:]
        let exampleSQL = "SELECT warning_id, line, source_id, ios FROM console_warning_example ORDER BY warning_id, position"
        try RawStatement.each(connection, exampleSQL) { row in
            examples[row.string(0), default: []].append(.init(line: row.string(1), source: row.string(2), ios: row.text(3)))
        }
        // The rule that reports a warning is the one whose console-warning check names it; a built-in one, read last, wins.
        var rules: [String: String] = [:]
        let ruleSQL = """
            SELECT json_extract(c.parameters, '$.warning'), c.rule_id FROM rule_check c JOIN rule r ON r.id = c.rule_id
            WHERE c.kind = 'console-warning' ORDER BY r.origin = 'builtin', c.rule_id DESC
            """
        try RawStatement.each(connection, ruleSQL) { row in rules[row.string(0)] = row.string(1) }
        var out: [ConsoleWarningRecord] = []
        try RawStatement.each(connection, "SELECT id, summary_en, summary_zh, fix_en, fix_zh FROM console_warning ORDER BY id") { row in
            let id = row.string(0)
            out.append(
                ConsoleWarningRecord(
                    id: id, patterns: patterns[id] ?? [], summary: row.bilingual(1), causes: causes[id] ?? [], fix: row.bilingual(3),
                    examples: examples[id] ?? [], sources: sources[id] ?? [], rule: rules[id]))
        }
        return out
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
