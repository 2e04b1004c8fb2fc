import GRDB
import LifecycleModel

extension KnowledgeStore {
    /// The stored knowledge (built-in and user rows) as values for the engines.
    public func knowledge() throws(StoreError) -> Knowledge {
        do {
            return try writer.read { db in try StoredKnowledgeReader(db: db).read() }
        } catch {
            throw StoreError.database(KnowledgeStore.describe(error))
        }
    }

    /// The same knowledge, decoded from the store's snapshot when it is current (one query, no rows
    /// rebuilt), else read from the rows: what a command that already opened the store should call.
    public func currentKnowledge() throws(StoreError) -> Knowledge {
        if let snapshot = KnowledgeSnapshotReader.knowledge(atPath: path) { return snapshot }
        return try knowledge()
    }
}

extension KnowledgeStore {
    /// The sources answers cite, by id.
    public func sources() throws(StoreError) -> [SourceRecord] {
        do {
            return try writer.read { db in try StoredKnowledgeReader(db: db).sources() }
        } catch {
            throw StoreError.database(KnowledgeStore.describe(error))
        }
    }
}

/// Rebuilds knowledge values from the tables `BuiltInKnowledgeWriter` fills.
///
/// Every `ask` starts by reading all of it, so rows are stepped through SQLite's C API by column
/// position (`RawStatement`): GRDB's row decoding by column name cost more than half of a cold `ask`.
struct StoredKnowledgeReader {
    /// GRDB's connection inside a read.
    let connection: OpaquePointer?

    init(db: Database) {
        connection = db.sqliteConnection
    }

    func read() throws -> Knowledge {
        let catalog = APICatalog(try apiRecords())
        return Knowledge(
            sources: try sources(), catalog: catalog, events: try events(), contexts: try contexts(),
            facts: try facts(), orders: try orders(), scenarios: try scenarios(), causes: try causes(),
            warnings: try StoredRuleReader(connection: connection).warnings())
    }

    private func causes() throws -> [CauseRecord] {
        var links: [String: [String: [String]]] = [:]
        try RawStatement.each(connection, "SELECT cause_id, relation, target FROM cause_link ORDER BY cause_id, relation, position") {
            row in links[row.string(0), default: [:]][row.string(1), default: []].append(row.string(2))
        }
        var out: [CauseRecord] = []
        let sql = "SELECT id, symptom, summary_en, summary_zh, explanation_en, explanation_zh, fix_en, fix_zh FROM cause ORDER BY position"
        try RawStatement.each(connection, sql) { row in
            let id = row.string(0)
            let linked = { (relation: String) in links[id]?[relation] ?? [] }
            out.append(
                CauseRecord(
                    id: id, symptom: CauseRecord.Symptom(rawValue: row.string(1)) ?? .notCalled, callbacks: linked("callback"),
                    situations: linked("situation"), phrases: linked("phrase"), summary: row.bilingual(2), explanation: row.bilingual(4),
                    fix: row.bilingual(6), facts: linked("fact"), rules: linked("rule"), sources: linked("source")))
        }
        return out
    }

    private func grouped(_ sql: String) throws -> [String: [String]] {
        var out: [String: [String]] = [:]
        try RawStatement.each(connection, sql) { row in out[row.string(0), default: []].append(row.string(1)) }
        return out
    }

    func sources() throws -> [SourceRecord] {
        var out: [SourceRecord] = []
        try RawStatement.each(connection, "SELECT id, kind, title, url FROM source ORDER BY id") { row in
            out.append(
                SourceRecord(
                    id: row.string(0), kind: SourceRecord.Kind(rawValue: row.string(1)) ?? .community, title: row.string(2),
                    url: row.text(3)))
        }
        return out
    }

    func apiRecords() throws -> [APIRecord] {
        let aliases = try grouped("SELECT api_id, spelling FROM api_alias ORDER BY api_id, spelling")
        let sources = try grouped("SELECT api_id, source_id FROM api_source ORDER BY api_id, source_id")
        let triggeredBy = try grouped("SELECT api_id, target FROM api_link WHERE relation = 'triggered_by' ORDER BY api_id, position")
        let follows = try grouped("SELECT api_id, target FROM api_link WHERE relation = 'follows' ORDER BY api_id, position")
        var out: [APIRecord] = []
        let sql = """
            SELECT id, class, selector, swift_name, swift4_name, kind, introduced, deprecated, requires_super, subject, plain_word,
                   summary_en, summary_zh, when_en, when_zh FROM api ORDER BY class, selector
            """
        try RawStatement.each(connection, sql) { row in
            let id = row.string(0)
            out.append(
                APIRecord(
                    className: row.string(1), selector: row.string(2), swift: row.text(3), swift4: row.text(4),
                    kind: APIRecord.Kind(rawValue: row.string(5)) ?? .method, introduced: row.text(6), deprecated: row.text(7),
                    requiresSuper: APIRecord.RequiresSuper(rawValue: row.string(8)) ?? .no,
                    subject: row.text(9).flatMap(APIRecord.Subject.init(rawValue:)),
                    plainWord: row.bool(10), aliases: Array(Set(aliases[id] ?? [])).sorted(), summary: row.bilingual(11),
                    when: row.optionalBilingual(13), triggeredBy: triggeredBy[id], follows: follows[id],
                    sources: sources[id] ?? []))
        }
        return out
    }

    private func events() throws -> [EventRecord] {
        let phrases = try grouped("SELECT event_id, phrase FROM event_phrase ORDER BY event_id, position")
        var out: [EventRecord] = []
        try RawStatement.each(connection, "SELECT id, same_as, summary_en, summary_zh FROM event ORDER BY id") { row in
            out.append(
                EventRecord(id: row.string(0), sameAs: row.text(1), summary: row.bilingual(2), phrases: phrases[row.string(0)] ?? []))
        }
        return out
    }

    private func contexts() throws -> [ContextRecord] {
        let phrases = try grouped("SELECT context_id, phrase FROM context_phrase ORDER BY context_id, position")
        var out: [ContextRecord] = []
        try RawStatement.each(connection, "SELECT id, summary_en, summary_zh FROM context ORDER BY id") { row in
            out.append(ContextRecord(id: row.string(0), summary: row.bilingual(1), phrases: phrases[row.string(0)] ?? []))
        }
        return out
    }

    private func orders() throws -> [OrderRecord] {
        let sources = try grouped("SELECT order_id, source_id FROM call_order_source ORDER BY order_id, source_id")
        var steps: [String: [OrderStep]] = [:]
        let stepSQL =
            "SELECT order_id, api_id, receiver, next_guaranteed, note_en, note_zh FROM call_order_step ORDER BY order_id, position"
        try RawStatement.each(connection, stepSQL) { row in
            steps[row.string(0), default: []].append(
                OrderStep(
                    api: row.string(1), receiver: row.text(2).flatMap(Receiver.init(rawValue:)), nextGuaranteed: row.bool(3) ?? true,
                    note: row.optionalBilingual(4)))
        }
        var out: [OrderRecord] = []
        try RawStatement.each(connection, "SELECT id, title_en, title_zh, summary_en, summary_zh FROM call_order ORDER BY id") { row in
            let id = row.string(0)
            out.append(
                OrderRecord(id: id, title: row.bilingual(1), summary: row.bilingual(3), steps: steps[id] ?? [], sources: sources[id] ?? []))
        }
        return out
    }

    private func scenarios() throws -> [ScenarioRecord] {
        let expect = try grouped("SELECT scenario_id, rule_id FROM scenario_expect ORDER BY scenario_id, rule_id")
        let sources = try grouped("SELECT scenario_id, source_id FROM scenario_source ORDER BY scenario_id, source_id")
        var out: [ScenarioRecord] = []
        let sql = """
            SELECT s.id, s.title_en, s.title_zh, s.description_en, s.description_zh, coalesce(s.ios, t.ios), s.verdict, s.text,
                   s.situation, s.form
            FROM scenario s JOIN trace t ON t.id = s.trace_id ORDER BY s.id
            """
        try RawStatement.each(connection, sql) { row in
            let id = row.string(0)
            out.append(
                ScenarioRecord(
                    id: id, title: row.bilingual(1), description: row.bilingual(3), ios: row.text(5),
                    situation: row.text(8), form: ScenarioRecord.Form(rawValue: row.string(9)) ?? .rawPaste,
                    verdict: ScenarioRecord.Verdict(rawValue: row.string(6)) ?? .conforming, expect: expect[id] ?? [],
                    sources: sources[id] ?? [], trace: row.string(7)))
        }
        return out
    }

    private func facts() throws -> [FactRecord] {
        let sources = try grouped("SELECT fact_id, source_id FROM fact_source ORDER BY fact_id, source_id")
        let rules = try grouped("SELECT fact_id, rule_id FROM fact_rule ORDER BY fact_id, rule_id")
        let orders = try grouped("SELECT fact_id, order_id FROM fact_order ORDER BY fact_id, order_id")
        let scenarios = try grouped("SELECT fact_id, scenario_id FROM fact_scenario ORDER BY fact_id, scenario_id")
        var contexts: [String: [Int: [String]]] = [:]
        let contextSQL = "SELECT fact_id, group_index, context_id FROM fact_context ORDER BY fact_id, group_index, context_id"
        try RawStatement.each(connection, contextSQL) { row in
            contexts[row.string(0), default: [:]][row.int(1), default: []].append(row.string(2))
        }
        var effects: [String: [String: [FactEffect]]] = [:]
        let effectSQL =
            "SELECT fact_id, role, api_id, order_id, receiver, timing, note_en, note_zh FROM fact_effect ORDER BY fact_id, role, position"
        try RawStatement.each(connection, effectSQL) { row in
            let effect = FactEffect(
                api: row.text(2), order: row.text(3), receiver: Receiver(rawValue: row.string(4)) ?? .self,
                timing: row.text(5).flatMap(Timing.init(rawValue:)), note: row.optionalBilingual(6))
            effects[row.string(0), default: [:]][row.string(1), default: []].append(effect)
        }
        var out: [FactRecord] = []
        let sql = "SELECT id, trigger_api, trigger_event, summary_en, summary_zh, answer_en, answer_zh FROM fact ORDER BY id"
        try RawStatement.each(connection, sql) { row in
            let id = row.string(0)
            let trigger = row.text(1) ?? "event:" + (row.text(2) ?? "")
            let groups = (contexts[id] ?? [:]).sorted { $0.key < $1.key }.map(\.value)
            out.append(
                FactRecord(
                    id: id, trigger: trigger, contexts: groups, summary: row.bilingual(3), answer: row.bilingual(5),
                    fires: effects[id]?["fires"] ?? [], youCall: effects[id]?["you_call"] ?? [], never: effects[id]?["never"] ?? [],
                    rules: rules[id] ?? [], orders: orders[id] ?? [], scenarios: scenarios[id] ?? [], sources: sources[id] ?? []))
        }
        return out
    }
}
