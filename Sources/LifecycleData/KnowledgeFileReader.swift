import LifecycleCheck
import LifecycleModel
import Yams

/// Collects the records of every file with where they came from, then checks cross-references.
struct KnowledgeFileReader {
    /// A decoded record and the file and node it came from, so later checks can name its line.
    struct Located<Record> {
        var record: Record
        var file: YAMLFile
        var node: Node
    }

    private(set) var errors: [DataError] = []
    private var sources: [Located<SourceRecord>] = []
    private var apis: [Located<APIRecord>] = []
    private var events: [Located<EventRecord>] = []
    private var contexts: [Located<ContextRecord>] = []
    private var facts: [Located<FactRecord>] = []
    private var orders: [Located<OrderRecord>] = []
    private var scenarios: [Located<ScenarioRecord>] = []
    private var rules: [Located<RuleRecord>] = []
    private var warnings: [Located<ConsoleWarningRecord>] = []
    private var models: [Located<StateMachineRecord>] = []
    private var causes: [Located<CauseRecord>] = []

    /// Parses one file by its place under `Data/`.
    mutating func read(path: String, text: String) {
        do {
            let file = try YAMLFile(path: path, text: text)
            let relative = path.hasPrefix("Data/") ? String(path.dropFirst(5)) : path
            switch relative {
            case "sources.yaml": sources += try records(file, key: "sources")
            case "vocabulary/events.yaml": events += try records(file, key: "events")
            case "vocabulary/contexts.yaml": contexts += try records(file, key: "contexts")
            case "vocabulary/console-warnings.yaml": warnings += try records(file, key: "warnings")
            case _ where relative.hasPrefix("apis/"): apis += try apiRecords(file)
            case _ where relative.hasPrefix("facts/"): facts += try records(file, key: "facts")
            case _ where relative.hasPrefix("causes/"): causes += try records(file, key: "causes")
            case _ where relative.hasPrefix("orders/"): orders.append(try single(file))
            case _ where relative.hasPrefix("scenarios/"): scenarios.append(try single(file))
            case _ where relative.hasPrefix("rules/"): rules.append(try single(file))
            case _ where relative.hasPrefix("model/"): models.append(try single(file))
            default:
                errors.append(
                    DataError(
                        file: path, line: 1,
                        message:
                            "unexpected file: Data/ holds sources.yaml, apis/, vocabulary/, facts/, causes/, orders/, scenarios/, rules/ and model/"
                    )
                )
            }
        } catch {
            errors.append(error)
        }
    }

    private mutating func records<R: Decodable>(_ file: YAMLFile, key: String) throws(DataError) -> [Located<R>] {
        var out: [Located<R>] = []
        for node in try file.sequence(key) {
            do {
                out.append(Located(record: try file.decode(R.self, from: node), file: file, node: node))
            } catch {
                errors.append(error)
            }
        }
        return out
    }

    private func single<R: Decodable>(_ file: YAMLFile) throws(DataError) -> Located<R> {
        Located(record: try file.decode(R.self, from: file.root), file: file, node: file.root)
    }

    /// API files name their class once at the top; each record gets it before decoding.
    private mutating func apiRecords(_ file: YAMLFile) throws(DataError) -> [Located<APIRecord>] {
        guard let className = file.root.mapping?["class"]?.string else {
            throw DataError(file: file.path, line: 1, message: "expected a top-level 'class:' naming the UIKit class")
        }
        var out: [Located<APIRecord>] = []
        for node in try file.sequence("apis") {
            guard var mapping = node.mapping else {
                errors.append(DataError(file: file.path, line: node.mark?.line ?? 1, message: "each API must be a mapping"))
                continue
            }
            mapping["class"] = Node(className)
            do {
                let record = try file.decode(APIRecord.self, from: Node.mapping(mapping))
                out.append(Located(record: record, file: file, node: node))
            } catch {
                errors.append(error)
            }
        }
        return out
    }

    /// Builds the bundle and records every broken reference in `errors`.
    mutating func validated() -> KnowledgeBundle {
        var check = ReferenceCheck(errors: [])
        let sourceIDs = check.unique(sources, id: \.id, kind: "source")
        let catalog = APICatalog(apis.map(\.record))
        _ = check.unique(apis, id: \.id, kind: "API")
        let eventIDs = check.unique(events, id: \.id, kind: "event")
        let contextIDs = check.unique(contexts, id: \.id, kind: "context")
        let orderIDs = check.unique(orders, id: \.id, kind: "order")
        let scenarioIDs = check.unique(scenarios, id: \.id, kind: "scenario")
        let ruleIDs = check.unique(rules, id: \.id, kind: "rule")
        let factIDs = check.unique(facts, id: \.id, kind: "fact")
        _ = check.unique(causes, id: \.id, kind: "cause")

        for item in sources where [.apple, .community].contains(item.record.kind) && item.record.url == nil {
            check.fail(item, "source '\(item.record.id)' of kind \(item.record.kind.rawValue) needs a url")
        }
        for item in apis {
            check.sources(item, item.record.sources, known: sourceIDs)
            check.trigger(item, item.record.triggeredBy ?? [], in: catalog, events: eventIDs)
            for spelling in item.record.follows ?? [] { check.api(item, spelling, in: catalog) }
        }
        for item in events {
            if let api = item.record.sameAs { check.api(item, api, in: catalog) }
            if item.record.phrases.isEmpty { check.fail(item, "event '\(item.record.id)' has no phrases") }
        }
        for item in orders {
            check.sources(item, item.record.sources, known: sourceIDs)
            for step in item.record.steps { check.api(item, step.api, in: catalog) }
        }
        let sourcesByID = Dictionary(sources.map { ($0.record.id, $0.record) }, uniquingKeysWith: { first, _ in first })
        for item in scenarios {
            check.sources(item, item.record.sources, known: sourceIDs)
            check.known(item, item.record.expect, in: ruleIDs, kind: "rule")
            for problem in ScenarioProvenance.problems(of: item.record, sources: sourcesByID) {
                check.fail(item, problem.message, value: problem.value)
            }
        }
        for item in facts {
            let fact = item.record
            check.sources(item, fact.sources, known: sourceIDs)
            if let event = fact.triggerEvent {
                check.known(item, [event], in: eventIDs, kind: "event")
            } else {
                check.api(item, fact.trigger, in: catalog)
            }
            check.known(item, fact.contexts.flatMap { $0 }, in: contextIDs, kind: "context")
            check.known(item, fact.rules, in: ruleIDs, kind: "rule")
            check.known(item, fact.orders, in: orderIDs, kind: "order")
            check.known(item, fact.scenarios, in: scenarioIDs, kind: "scenario")
            for effect in fact.fires + fact.youCall + fact.never {
                switch (effect.api, effect.order) {
                case (let api?, nil): check.api(item, api, in: catalog)
                case (nil, let order?): check.known(item, [order], in: orderIDs, kind: "order")
                default: check.fail(item, "an effect of fact '\(fact.id)' needs exactly one of 'api' and 'order'")
                }
            }
        }
        for item in causes {
            let cause = item.record
            check.sources(item, cause.sources, known: sourceIDs)
            if cause.callbacks.isEmpty { check.fail(item, "cause '\(cause.id)' explains no callback") }
            for spelling in cause.callbacks { check.api(item, spelling, in: catalog) }
            check.trigger(item, cause.situations, in: catalog, events: eventIDs)
            check.known(item, cause.facts, in: factIDs, kind: "fact")
            check.known(item, cause.rules, in: ruleIDs, kind: "rule")
        }
        _ = check.unique(warnings, id: \.id, kind: "console warning")
        for item in warnings {
            check.sources(item, item.record.sources, known: sourceIDs)
            check.known(item, item.record.examples.map(\.source), in: sourceIDs, kind: "source")
        }
        linkWarningsToRules(&check)
        for item in rules { check.sources(item, item.record.sources, known: sourceIDs) }
        _ = check.unique(models, id: \.id, kind: "state machine")
        for item in models {
            check.sources(item, item.record.sources + item.record.transitions.flatMap(\.sources), known: sourceIDs)
            for edge in item.record.transitions { check.api(item, edge.on, in: catalog) }
            for problem in item.record.structuralProblems { check.fail(item, problem) }
        }
        errors += check.errors
        guard errors.isEmpty else { return KnowledgeBundle(knowledge: knowledge(catalog, warnings: []), rules: []) }
        do {
            let vocabulary = try TraceVocabulary(catalog: catalog, warnings: warnings.map(\.record))
            errors += RuleValidation(vocabulary: vocabulary).problems(in: rules, scenarios: scenarios)
            errors += exampleProblems(try ConsoleWarningMatcher(warnings: warnings.map(\.record)))
        } catch {
            errors.append(DataError(file: "Data/vocabulary/console-warnings.yaml", line: 1, message: error.message))
        }
        return KnowledgeBundle(
            knowledge: knowledge(catalog, warnings: warnings.map(\.record)), rules: rules.map(\.record), models: models.map(\.record))
    }

    private func knowledge(_ catalog: APICatalog, warnings: [ConsoleWarningRecord]) -> Knowledge {
        Knowledge(
            sources: sources.map(\.record), catalog: catalog, events: events.map(\.record),
            contexts: contexts.map(\.record), facts: facts.map(\.record), orders: orders.map(\.record),
            scenarios: scenarios.map(\.record), causes: causes.map(\.record), warnings: warnings)
    }

    /// Gives every console warning the rule that reports it: the one rule whose `console-warning`
    /// check names it, so the link is written once, in the rule.
    private mutating func linkWarningsToRules(_ check: inout ReferenceCheck) {
        var reporters: [String: [String]] = [:]
        for item in rules {
            for id in item.record.consoleWarnings { reporters[id, default: []].append(item.record.id) }
        }
        for index in warnings.indices {
            let item = warnings[index]
            let found = reporters[item.record.id] ?? []
            guard found.count == 1 else {
                check.fail(
                    item, "console warning '\(item.record.id)' must be reported by one rule's console-warning check, not \(found.count)")
                continue
            }
            if let written = item.record.rule, written != found[0] {
                check.fail(
                    item, "console warning '\(item.record.id)' names rule '\(written)', but '\(found[0])' reports it", value: written)
            }
            warnings[index].record.rule = found[0]
        }
    }

    /// An example line that is not read as its own warning is evidence the patterns do not cover.
    private func exampleProblems(_ matcher: ConsoleWarningMatcher) -> [DataError] {
        var problems: [DataError] = []
        for item in warnings {
            for example in item.record.examples {
                let read = matcher.match(line: example.line)?.warning.id
                guard read != item.record.id else { continue }
                problems.append(
                    DataError(
                        file: item.file.path, line: item.file.line(of: example.line, in: item.node),
                        message: "example of console warning '\(item.record.id)' is read as \(read.map { "'\($0)'" } ?? "no warning")"))
            }
        }
        return problems
    }
}

/// The cross-reference checks, each failure located at the offending value's line.
private struct ReferenceCheck {
    var errors: [DataError]

    mutating func fail<R>(_ item: KnowledgeFileReader.Located<R>, _ message: String, value: String? = nil) {
        let line = value.map { item.file.line(of: $0, in: item.node) } ?? item.node.mark?.line ?? 1
        errors.append(DataError(file: item.file.path, line: line, message: message))
    }

    /// Reports duplicate identifiers and returns the set of known ones.
    mutating func unique<R>(_ items: [KnowledgeFileReader.Located<R>], id: (R) -> String, kind: String) -> Set<String> {
        var seen = Set<String>()
        for item in items where !seen.insert(id(item.record)).inserted {
            fail(item, "duplicate \(kind) identifier '\(id(item.record))'", value: id(item.record))
        }
        return seen
    }

    mutating func sources<R>(_ item: KnowledgeFileReader.Located<R>, _ ids: [String], known sourceIDs: Set<String>) {
        if ids.isEmpty { fail(item, "no sources: every record cites at least one") }
        known(item, ids, in: sourceIDs, kind: "source")
    }

    mutating func known<R>(_ item: KnowledgeFileReader.Located<R>, _ ids: [String], in known: Set<String>, kind: String) {
        for id in ids where !known.contains(id) {
            fail(item, "unknown \(kind) '\(id)'", value: id)
        }
    }

    /// Triggers as facts name them: an API spelling, or `event:<id>`.
    mutating func trigger<R>(_ item: KnowledgeFileReader.Located<R>, _ spellings: [String], in catalog: APICatalog, events: Set<String>) {
        for spelling in spellings {
            if spelling.hasPrefix("event:") {
                known(item, [String(spelling.dropFirst("event:".count))], in: events, kind: "event")
            } else {
                api(item, spelling, in: catalog)
            }
        }
    }

    mutating func api<R>(_ item: KnowledgeFileReader.Located<R>, _ spelling: String, in catalog: APICatalog) {
        if let problem = catalog.resolution(of: spelling).problem(spelling: spelling) {
            fail(item, problem, value: spelling)
        }
    }
}
