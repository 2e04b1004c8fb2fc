import LifecycleModel

/// Answers "when is X called" from everything stored in which X appears: each fact whose calls
/// include X (its trigger, whom X is delivered to, the neighbouring calls), each order holding X
/// that no such fact splices in, the facts that say X does not come, and the recorded scenarios
/// whose traces show it.
struct WhenAnswerBuilder: Sendable {
    let composer: AnswerComposer
    let facts: [FactRecord]
    let orders: [OrderRecord]
    let scenarios: [ScenarioRecord]
    let events: [String: EventRecord]

    init(knowledge: Knowledge, composer: AnswerComposer) {
        self.composer = composer
        facts = knowledge.facts
        orders = knowledge.orders
        scenarios = knowledge.scenarios
        events = Dictionary(knowledge.events.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func answer(question: String, language: Language, subject: APIRecord, contexts: [String], cite: ([String]) -> [CitedSource])
        -> WhenAnswer
    {
        let isSubject = { (step: AnswerStep) in step.className == subject.className && step.selector == subject.selector }
        var situations: [(rank: Int, situation: TriggerSituation)] = []
        var absent: [TriggerSituation] = []
        var splicedOrders = Set<String>()
        var resolved: [String: APIRecord?] = [:]
        for fact in facts where !composer.catalog.lookup(fact.trigger).contains(subject) {
            let fires = composer.steps(fact.fires, defaultTiming: .immediately, language, resolved: &resolved)
            if let index = fires.firstIndex(where: isSubject) {
                let trigger = trigger(of: fact)
                var situation = trigger.situation
                situation.receiver = fires[index].receiver
                situation.note = fact.summary.text(language)
                situation.fact = fact.id
                situation.context = fact.contexts.flatMap { $0 }.uniqued()
                situation.before = index > 0 ? fires[index - 1] : nil
                situation.after = index + 1 < fires.count ? fires[index + 1] : nil
                let spliced = fact.fires.compactMap(\.order)
                splicedOrders.formUnion(spliced + fact.orders)
                situation.sources = (fact.sources + spliced.flatMap { id in orders.first { $0.id == id }?.sources ?? [] }).uniqued()
                situations.append((rank(of: situation, isMethod: trigger.record?.kind == .method, contexts: contexts), situation))
            } else if let step = composer.steps(fact.never, defaultTiming: .never, language, resolved: &resolved).first(where: isSubject) {
                var situation = trigger(of: fact).situation
                situation.receiver = step.receiver
                situation.note = step.note ?? fact.summary.text(language)
                situation.fact = fact.id
                situation.context = fact.contexts.flatMap { $0 }.uniqued()
                situation.sources = fact.sources
                absent.append(situation)
            }
        }
        for order in orders where !splicedOrders.contains(order.id) {
            let effects = [FactEffect(order: order.id, receiver: .self)]
            let steps = composer.steps(effects, defaultTiming: .immediately, language, resolved: &resolved)
            guard let index = steps.firstIndex(where: isSubject) else { continue }
            let situation = TriggerSituation(
                receiver: steps[index].receiver, note: order.title.text(language), order: order.id,
                before: index > 0 ? steps[index - 1] : nil, after: index + 1 < steps.count ? steps[index + 1] : nil, sources: order.sources)
            situations.append((8, situation))
        }
        var ordered = situations.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.map(
            \.element.situation)
        ordered += documentedSituations(of: subject, besides: ordered, language)
        let shown = scenarios.filter { TraceMention.mentions($0.trace, subject) }.map(\.id)
        let sources = (ordered + absent).flatMap(\.sources).uniqued()
        let understood = UnderstoodQuestion(
            trigger: UnderstoodTrigger(className: subject.className, selector: subject.selector, swift: subject.swift), context: contexts)
        let documented = DocumentedAPI(subject, language)
        var answer = WhenAnswer(
            question: question, language: language, understood: understood, triggeredBy: ordered, notTriggeredBy: absent,
            scenarios: shown, sources: sources, citedSources: cite(sources),
            answer: WhenWording.summary(
                subject, situations: ordered.count, triggers: ordered.map { WhenWording.name(of: $0, events: events, language) },
                documented: documented.when, language))
        answer.kind = subject.kind == .property ? .whenTrue : .when
        answer.documented = documented
        return answer
    }

    /// The subject's documented triggers (`triggered_by` in the catalog) that no stored fact or order
    /// already names, as situations citing the subject's own sources.
    private func documentedSituations(of subject: APIRecord, besides found: [TriggerSituation], _ language: Language) -> [TriggerSituation]
    {
        var out: [TriggerSituation] = []
        for spelling in subject.triggeredBy ?? [] {
            var situation = TriggerSituation(note: WhenLabels.documented(language), sources: subject.sources)
            if spelling.hasPrefix("event:") {
                let id = String(spelling.dropFirst("event:".count))
                guard !(found + out).contains(where: { $0.event == id }) else { continue }
                situation.event = id
            } else {
                guard let record = composer.catalog.resolve(spelling),
                    !(found + out).contains(where: { $0.className == record.className && $0.selector == record.selector })
                else { continue }
                situation.className = record.className
                situation.selector = record.selector
                situation.swift = record.swift
            }
            out.append(situation)
        }
        return out
    }

    /// The trigger of a fact as a situation: the API it names, or its event (with the API the event
    /// stands for); and that API's record.
    private func trigger(of fact: FactRecord) -> (situation: TriggerSituation, record: APIRecord?) {
        var situation = TriggerSituation()
        var record = fact.triggerEvent == nil ? composer.catalog.resolve(fact.trigger) : nil
        if let id = fact.triggerEvent {
            situation.event = id
            record = events[id]?.sameAs.flatMap { composer.catalog.resolve($0) }
        }
        situation.className = record?.className
        situation.selector = record?.selector
        situation.swift = record?.swift
        return (situation, record)
    }

    /// Calls your code makes come first, then events, then other APIs, each common case before its
    /// refinements; situations in a context the question names come before all others. `isMethod`:
    /// the trigger's API is a method.
    private func rank(of situation: TriggerSituation, isMethod: Bool, contexts: [String]) -> Int {
        let kind: Int
        if situation.event != nil, situation.selector == nil {
            kind = 1
        } else if isMethod {
            kind = 0
        } else {
            kind = situation.event != nil ? 1 : 2
        }
        let inNamedContext = !contexts.isEmpty && !Set(contexts).isDisjoint(with: situation.context)
        let ofItsKind = kind * 2 + (situation.context.isEmpty ? 0 : 1)
        return contexts.isEmpty || inNamedContext ? ofItsKind : ofItsKind + 10
    }
}

/// Whether a recorded trace shows a call, in any of the spellings a log line uses.
enum TraceMention {
    /// Whether a word of the trace (split at spaces, line ends and `.[]-+<>`) has the key of the
    /// record's selector or Swift name. Read byte by byte into one reused buffer: splitting into
    /// `Character`s and keying each word was over a quarter of a cold "when is X called".
    static func mentions(_ trace: String, _ record: APIRecord) -> Bool {
        let keys = ([record.selector] + [record.swift].compactMap { $0 }).map { Array(APISpelling.key($0).utf8) }
        var word: [UInt8] = []
        word.reserveCapacity(64)
        for byte in trace.utf8 {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "."), UInt8(ascii: "["), UInt8(ascii: "]"),
                UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: ">"), UInt8(ascii: "<"):
                if !word.isEmpty, keys.contains(word) { return true }
                word.removeAll(keepingCapacity: true)
            default:
                if let kept = APISpelling.keyByte(byte) { word.append(kept) }
            }
        }
        return !word.isEmpty && keys.contains(word)
    }
}
