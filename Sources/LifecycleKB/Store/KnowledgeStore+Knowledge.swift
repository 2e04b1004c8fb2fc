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
struct StoredKnowledgeReader {
    let db: Database

    func read() throws -> Knowledge {
        let catalog = APICatalog(try apiRecords())
        return Knowledge(
            sources: try sources(), catalog: catalog, events: try events(), contexts: try contexts(),
            facts: try facts(), orders: try orders(), scenarios: try scenarios())
    }

    private func grouped(_ sql: String) throws -> [String: [String]] {
        var out: [String: [String]] = [:]
        for row in try Row.fetchAll(db, sql: sql) { out[row[0], default: []].append(row[1]) }
        return out
    }

    private func bilingual(_ row: Row, _ prefix: String) -> Bilingual {
        Bilingual(en: row["\(prefix)_en"], zh: row["\(prefix)_zh"])
    }

    private func optionalBilingual(_ row: Row, _ prefix: String) -> Bilingual? {
        guard let en: String = row["\(prefix)_en"], let zh: String = row["\(prefix)_zh"] else { return nil }
        return Bilingual(en: en, zh: zh)
    }

    func sources() throws -> [SourceRecord] {
        try Row.fetchAll(db, sql: "SELECT id, kind, title, url FROM source ORDER BY id").map { row in
            SourceRecord(id: row["id"], kind: SourceRecord.Kind(rawValue: row["kind"]) ?? .community, title: row["title"], url: row["url"])
        }
    }

    func apiRecords() throws -> [APIRecord] {
        let aliases = try grouped("SELECT api_id, spelling FROM api_alias ORDER BY api_id, spelling")
        let sources = try grouped("SELECT api_id, source_id FROM api_source ORDER BY api_id, source_id")
        return try Row.fetchAll(db, sql: "SELECT * FROM api ORDER BY class, selector").map { row in
            let id: String = row["id"]
            return APIRecord(
                className: row["class"], selector: row["selector"], swift: row["swift_name"], swift4: row["swift4_name"],
                kind: APIRecord.Kind(rawValue: row["kind"]) ?? .method, introduced: row["introduced"],
                deprecated: row["deprecated"], requiresSuper: APIRecord.RequiresSuper(rawValue: row["requires_super"]) ?? .no,
                subject: APIRecord.Subject(rawValue: row["subject"]), plainWord: row["plain_word"],
                aliases: Array(Set(aliases[id] ?? [])).sorted(), summary: bilingual(row, "summary"), sources: sources[id] ?? [])
        }
    }

    private func events() throws -> [EventRecord] {
        let phrases = try grouped("SELECT event_id, phrase FROM event_phrase ORDER BY event_id, position")
        return try Row.fetchAll(db, sql: "SELECT * FROM event ORDER BY id").map { row in
            EventRecord(id: row["id"], sameAs: row["same_as"], summary: bilingual(row, "summary"), phrases: phrases[row["id"]] ?? [])
        }
    }

    private func contexts() throws -> [ContextRecord] {
        let phrases = try grouped("SELECT context_id, phrase FROM context_phrase ORDER BY context_id, position")
        return try Row.fetchAll(db, sql: "SELECT * FROM context ORDER BY id").map { row in
            ContextRecord(id: row["id"], summary: bilingual(row, "summary"), phrases: phrases[row["id"]] ?? [])
        }
    }

    private func orders() throws -> [OrderRecord] {
        let sources = try grouped("SELECT order_id, source_id FROM call_order_source ORDER BY order_id, source_id")
        var steps: [String: [OrderStep]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT * FROM call_order_step ORDER BY order_id, position") {
            steps[row["order_id"], default: []].append(OrderStep(
                api: row["api_id"], receiver: (row["receiver"] as String?).flatMap(Receiver.init(rawValue:)),
                nextGuaranteed: row["next_guaranteed"], note: optionalBilingual(row, "note")))
        }
        return try Row.fetchAll(db, sql: "SELECT * FROM call_order ORDER BY id").map { row in
            let id: String = row["id"]
            return OrderRecord(id: id, title: bilingual(row, "title"), summary: bilingual(row, "summary"), steps: steps[id] ?? [], sources: sources[id] ?? [])
        }
    }

    private func scenarios() throws -> [ScenarioRecord] {
        let expect = try grouped("SELECT scenario_id, rule_id FROM scenario_expect ORDER BY scenario_id, rule_id")
        let sources = try grouped("SELECT scenario_id, source_id FROM scenario_source ORDER BY scenario_id, source_id")
        return try Row.fetchAll(db, sql: "SELECT s.*, t.ios FROM scenario s JOIN trace t ON t.id = s.trace_id ORDER BY s.id").map { row in
            let id: String = row["id"]
            return ScenarioRecord(
                id: id, title: bilingual(row, "title"), description: bilingual(row, "description"), ios: row["ios"],
                verdict: ScenarioRecord.Verdict(rawValue: row["verdict"]) ?? .conforming, expect: expect[id] ?? [],
                sources: sources[id] ?? [], trace: row["text"])
        }
    }

    private func facts() throws -> [FactRecord] {
        let sources = try grouped("SELECT fact_id, source_id FROM fact_source ORDER BY fact_id, source_id")
        let rules = try grouped("SELECT fact_id, rule_id FROM fact_rule ORDER BY fact_id, rule_id")
        let orders = try grouped("SELECT fact_id, order_id FROM fact_order ORDER BY fact_id, order_id")
        let scenarios = try grouped("SELECT fact_id, scenario_id FROM fact_scenario ORDER BY fact_id, scenario_id")
        var contexts: [String: [Int: [String]]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT * FROM fact_context ORDER BY fact_id, group_index, context_id") {
            contexts[row["fact_id"], default: [:]][row["group_index"], default: []].append(row["context_id"])
        }
        var effects: [String: [String: [FactEffect]]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT * FROM fact_effect ORDER BY fact_id, role, position") {
            let effect = FactEffect(
                api: row["api_id"], order: row["order_id"], receiver: Receiver(rawValue: row["receiver"]) ?? .self,
                timing: (row["timing"] as String?).flatMap(Timing.init(rawValue:)), note: optionalBilingual(row, "note"))
            effects[row["fact_id"], default: [:]][row["role"], default: []].append(effect)
        }
        return try Row.fetchAll(db, sql: "SELECT * FROM fact ORDER BY id").map { row in
            let id: String = row["id"]
            let trigger: String = (row["trigger_api"] as String?) ?? "event:" + (row["trigger_event"] as String? ?? "")
            let groups = (contexts[id] ?? [:]).sorted { $0.key < $1.key }.map(\.value)
            return FactRecord(
                id: id, trigger: trigger, contexts: groups, summary: bilingual(row, "summary"), answer: bilingual(row, "answer"),
                fires: effects[id]?["fires"] ?? [], youCall: effects[id]?["you_call"] ?? [], never: effects[id]?["never"] ?? [],
                rules: rules[id] ?? [], orders: orders[id] ?? [], scenarios: scenarios[id] ?? [], sources: sources[id] ?? [])
        }
    }
}
