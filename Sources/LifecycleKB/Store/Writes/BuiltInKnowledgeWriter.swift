import Foundation
import GRDB
import LifecycleCheck
import LifecycleModel

/// Replaces the built-in rows of a store with a validated bundle, inside the caller's transaction.
/// User rows (imported traces, team rules, rule settings) are never deleted or changed.
struct BuiltInKnowledgeWriter {
    let db: Database
    let bundle: KnowledgeBundle

    private var knowledge: Knowledge { bundle.knowledge }

    func replace() throws {
        try deleteBuiltInRows()
        try writeSources()
        try writeAPIs()
        try writeVocabulary()
        try writeConsoleWarnings()
        try writeOrders()
        try writeRules()
        try writeScenarios()
        try writeFacts()
        try writeCauses()
        try writeSearchIndex()
    }

    private func deleteBuiltInRows() throws {
        try db.execute(
            sql: """
                DELETE FROM trace WHERE id IN (SELECT trace_id FROM scenario WHERE origin = 'builtin');
                DELETE FROM scenario WHERE origin = 'builtin';
                DELETE FROM fact WHERE origin = 'builtin';
                DELETE FROM cause WHERE origin = 'builtin';
                DELETE FROM rule WHERE origin = 'builtin';
                DELETE FROM call_order WHERE origin = 'builtin';
                DELETE FROM event WHERE origin = 'builtin';
                DELETE FROM console_warning WHERE origin = 'builtin';
                DELETE FROM context WHERE origin = 'builtin';
                DELETE FROM api WHERE origin = 'builtin';
                DELETE FROM search_index;
                """)
    }

    /// Sources are upserted, never deleted: user rules may cite them.
    private func writeSources() throws {
        let statement = try db.makeStatement(
            sql: """
                INSERT INTO source (id, kind, title, url, origin) VALUES (?, ?, ?, ?, 'builtin')
                ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, title = excluded.title, url = excluded.url
                """)
        for source in knowledge.sources {
            try statement.execute(arguments: [source.id, source.kind.rawValue, source.title, source.url])
        }
    }

    private func writeAPIs() throws {
        let api = try db.makeStatement(
            sql: """
                INSERT INTO api (id, class, selector, swift_name, swift4_name, kind, introduced, deprecated,
                                 requires_super, subject, plain_word, summary_en, summary_zh, when_en, when_zh)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let apiLink = try db.makeStatement(sql: "INSERT INTO api_link (api_id, relation, position, target) VALUES (?, ?, ?, ?)")
        let alias = try db.makeStatement(sql: "INSERT OR IGNORE INTO api_alias (alias, api_id, spelling) VALUES (?, ?, ?)")
        for record in knowledge.catalog.records {
            try api.execute(arguments: [
                record.id, record.className, record.selector, record.swift, record.swift4, record.kind.rawValue,
                record.introduced, record.deprecated, record.requiresSuper.rawValue,
                (record.subject ?? .receiver).rawValue, record.plainWord ?? false,
                record.summary.en, record.summary.zh, record.when?.en, record.when?.zh,
            ])
            for (relation, targets) in [("triggered_by", record.triggeredBy), ("follows", record.follows)] {
                for (position, target) in (targets ?? []).enumerated() {
                    try apiLink.execute(arguments: [record.id, relation, position, target])
                }
            }
            let spellings = [record.selector, record.swift, record.swift4].compactMap { $0 } + (record.aliases ?? [])
            for spelling in spellings {
                guard let parsed = APISpelling(spelling) else { continue }
                try alias.execute(arguments: [parsed.fullKey, record.id, spelling])
                if let base = parsed.baseKey { try alias.execute(arguments: [base, record.id, spelling]) }
            }
            try link("api_source", "api_id", record.id, "source_id", record.sources)
        }
    }

    private func writeCauses() throws {
        let link = try db.makeStatement(sql: "INSERT INTO cause_link (cause_id, relation, position, target) VALUES (?, ?, ?, ?)")
        for (position, cause) in knowledge.causes.enumerated() {
            try db.execute(
                sql: """
                    INSERT INTO cause (id, position, symptom, summary_en, summary_zh, explanation_en, explanation_zh, fix_en, fix_zh)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    cause.id, position, cause.symptom.rawValue, cause.summary.en, cause.summary.zh, cause.explanation.en,
                    cause.explanation.zh,
                    cause.fix.en, cause.fix.zh,
                ])
            for (relation, targets) in CauseRecord.links(of: cause) {
                for (position, target) in targets.enumerated() { try link.execute(arguments: [cause.id, relation, position, target]) }
            }
        }
    }

    private func writeVocabulary() throws {
        for event in knowledge.events {
            try db.execute(
                sql: "INSERT INTO event (id, same_as, summary_en, summary_zh) VALUES (?, ?, ?, ?)",
                arguments: [event.id, event.sameAs.flatMap(apiID), event.summary.en, event.summary.zh])
            try list("event_phrase", "event_id", event.id, "phrase", event.phrases)
        }
        for context in knowledge.contexts {
            try db.execute(
                sql: "INSERT INTO context (id, summary_en, summary_zh) VALUES (?, ?, ?)",
                arguments: [context.id, context.summary.en, context.summary.zh])
            try list("context_phrase", "context_id", context.id, "phrase", context.phrases)
        }
    }

    private func writeConsoleWarnings() throws {
        for warning in bundle.warnings {
            try db.execute(
                sql: "INSERT INTO console_warning (id, summary_en, summary_zh, fix_en, fix_zh) VALUES (?, ?, ?, ?, ?)",
                arguments: [warning.id, warning.summary.en, warning.summary.zh, warning.fix.en, warning.fix.zh])
            try list("console_warning_pattern", "warning_id", warning.id, "pattern", warning.patterns)
            try link("console_warning_source", "warning_id", warning.id, "source_id", warning.sources)
            for (position, cause) in warning.causes.enumerated() {
                try db.execute(
                    sql: "INSERT INTO console_warning_cause (warning_id, position, text_en, text_zh) VALUES (?, ?, ?, ?)",
                    arguments: [warning.id, position, cause.en, cause.zh])
            }
            for (position, example) in warning.examples.enumerated() {
                try db.execute(
                    sql: "INSERT INTO console_warning_example (warning_id, position, line, source_id, ios) VALUES (?, ?, ?, ?, ?)",
                    arguments: [warning.id, position, example.line, example.source, example.ios])
            }
        }
    }

    private func writeOrders() throws {
        for order in knowledge.orders {
            try db.execute(
                sql: "INSERT INTO call_order (id, title_en, title_zh, summary_en, summary_zh) VALUES (?, ?, ?, ?, ?)",
                arguments: [order.id, order.title.en, order.title.zh, order.summary.en, order.summary.zh])
            for (position, step) in order.steps.enumerated() {
                try db.execute(
                    sql: """
                        INSERT INTO call_order_step (order_id, position, api_id, receiver, next_guaranteed, note_en, note_zh)
                        VALUES (?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        order.id, position, apiID(step.api), step.receiver?.rawValue, step.nextGuaranteed,
                        step.note?.en, step.note?.zh,
                    ])
            }
            try link("call_order_source", "order_id", order.id, "source_id", order.sources)
        }
    }

    private func writeRules() throws {
        for rule in bundle.rules {
            try RuleRowWriter(db: db).insert(rule, origin: "builtin")
        }
    }

    private func writeScenarios() throws {
        let engine = try RuleEngine(rules: bundle.rules, vocabulary: TraceVocabulary(catalog: knowledge.catalog, warnings: bundle.warnings))
        for scenario in knowledge.scenarios {
            let traceID = try TraceRowWriter(db: db).insertScenarioTrace(scenario, engine: engine)
            try db.execute(
                sql: """
                    INSERT INTO scenario (id, trace_id, title_en, title_zh, description_en, description_zh, verdict, text,
                                          form, ios, situation)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    scenario.id, traceID, scenario.title.en, scenario.title.zh, scenario.description.en,
                    scenario.description.zh, scenario.verdict.rawValue, scenario.trace,
                    scenario.form.rawValue, scenario.ios, scenario.situation,
                ])
            for rule in scenario.expect {
                try db.execute(sql: "INSERT INTO scenario_expect (scenario_id, rule_id) VALUES (?, ?)", arguments: [scenario.id, rule])
            }
            try link("scenario_source", "scenario_id", scenario.id, "source_id", scenario.sources)
        }
    }

    private func writeFacts() throws {
        for fact in knowledge.facts {
            let triggerAPI = fact.triggerEvent == nil ? apiID(fact.trigger) : nil
            try db.execute(
                sql: """
                    INSERT INTO fact (id, trigger_api, trigger_event, summary_en, summary_zh, answer_en, answer_zh)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [fact.id, triggerAPI, fact.triggerEvent, fact.summary.en, fact.summary.zh, fact.answer.en, fact.answer.zh])
            for (group, alternatives) in fact.contexts.enumerated() {
                for context in alternatives {
                    try db.execute(
                        sql: "INSERT OR IGNORE INTO fact_context (fact_id, group_index, context_id) VALUES (?, ?, ?)",
                        arguments: [fact.id, group, context])
                }
            }
            for (role, effects) in [("fires", fact.fires), ("you_call", fact.youCall), ("never", fact.never)] {
                for (position, effect) in effects.enumerated() {
                    try db.execute(
                        sql: """
                            INSERT INTO fact_effect (fact_id, role, position, api_id, order_id, receiver, timing, note_en, note_zh)
                            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                            """,
                        arguments: [
                            fact.id, role, position, effect.api.flatMap(apiID), effect.order, effect.receiver.rawValue,
                            effect.timing?.rawValue, effect.note?.en, effect.note?.zh,
                        ])
                }
            }
            try link("fact_source", "fact_id", fact.id, "source_id", fact.sources)
            try link("fact_rule", "fact_id", fact.id, "rule_id", fact.rules)
            try link("fact_order", "fact_id", fact.id, "order_id", fact.orders)
            try link("fact_scenario", "fact_id", fact.id, "scenario_id", fact.scenarios)
        }
    }

    /// One searchable document per record, both languages in one body so either finds it.
    private func writeSearchIndex() throws {
        let statement = try db.makeStatement(sql: "INSERT INTO search_index (kind, ref, title, body) VALUES (?, ?, ?, ?)")
        func add(_ kind: String, _ ref: String, _ title: String, _ parts: [String?]) throws {
            try statement.execute(arguments: [kind, ref, title, parts.compactMap { $0 }.joined(separator: "\n")])
        }
        for rule in bundle.rules {
            try add(
                "rule", rule.id, rule.id,
                [rule.summary.en, rule.summary.zh, rule.rationale.en, rule.rationale.zh, rule.fix.en, rule.fix.zh])
        }
        for fact in knowledge.facts {
            try add("fact", fact.id, fact.id, [fact.summary.en, fact.summary.zh, fact.answer.en, fact.answer.zh])
        }
        for order in knowledge.orders {
            try add("order", order.id, order.title.en, [order.title.zh, order.summary.en, order.summary.zh] + order.steps.map(\.api))
        }
        for api in knowledge.catalog.records {
            try add("api", api.id, api.id, [api.swift, api.swift4, api.summary.en, api.summary.zh] + (api.aliases ?? []))
        }
        for scenario in knowledge.scenarios {
            try add(
                "scenario", scenario.id, scenario.title.en,
                [scenario.title.zh, scenario.description.en, scenario.description.zh, scenario.situation])
        }
    }

    /// The canonical id of a spelling the loader already validated as unambiguous.
    private func apiID(_ spelling: String) -> String? {
        knowledge.catalog.resolve(spelling)?.id
    }

    /// Inserts an owner's ordered list of texts, one row per position.
    private func list(_ table: String, _ ownerColumn: String, _ owner: String, _ valueColumn: String, _ values: [String]) throws {
        for (position, value) in values.enumerated() {
            try db.execute(
                sql: "INSERT INTO \(table) (\(ownerColumn), position, \(valueColumn)) VALUES (?, ?, ?)",
                arguments: [owner, position, value])
        }
    }

    private func link(_ table: String, _ ownerColumn: String, _ owner: String, _ targetColumn: String, _ targets: [String]) throws {
        for target in Set(targets) {
            try db.execute(sql: "INSERT INTO \(table) (\(ownerColumn), \(targetColumn)) VALUES (?, ?)", arguments: [owner, target])
        }
    }
}
