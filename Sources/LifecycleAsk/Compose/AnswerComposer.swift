import LifecycleModel

/// Builds the answer value from the chosen fact: expands spliced orders into steps, fills class,
/// selector and Swift name from the catalog, and gathers rules, scenarios and sources.
struct AnswerComposer: Sendable {
    let catalog: APICatalog
    let orders: [String: OrderRecord]
    let contexts: [String: ContextRecord]
    let facts: [FactRecord]

    init(knowledge: Knowledge) {
        catalog = knowledge.catalog
        orders = Dictionary(knowledge.orders.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        contexts = Dictionary(knowledge.contexts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        facts = knowledge.facts
    }

    func answer(question: String, language: Language, trigger: Trigger, contexts named: [String], selection: FactSelection)
        -> WhatFiresAnswer
    {
        let triggerRecord = record(of: trigger)
        let understood = UnderstoodQuestion(trigger: understoodTrigger(trigger, record: triggerRecord, language), context: named)
        guard let fact = selection.chosen else {
            var answer = WhatFiresAnswer(
                question: question, language: language, understood: understood, fact: nil, fires: [], youCall: [], never: [], rules: [],
                scenarios: [], sources: triggerRecord?.sources ?? [], answer: noFactsText(trigger, record: triggerRecord, language),
                alternatives: [], uncoveredContext: selection.uncoveredContexts
            )
            answer.coverage = .missing
            answer.documented = triggerRecord.map { DocumentedAPI($0, language) }
            return answer
        }
        let never = steps(fact.never, defaultTiming: .never, language)
        let fires = firesIncludingTrigger(steps(fact.fires, defaultTiming: .immediately, language), never: never, trigger: triggerRecord)
        var text = fact.answer.text(language)
        if !selection.uncoveredContexts.isEmpty {
            let names = selection.uncoveredContexts.map { contexts[$0]?.summary.text(language) ?? $0 }
            text += " " + AnswerWording.uncovered(names, language)
        }
        let spliced = (fact.fires + fact.youCall + fact.never).compactMap(\.order)
        return WhatFiresAnswer(
            question: question, language: language, understood: understood, fact: fact.id,
            fires: numbered(fires), youCall: numbered(steps(fact.youCall, defaultTiming: .manual, language)), never: numbered(never),
            rules: fact.rules, scenarios: fact.scenarios,
            sources: unique(fact.sources + spliced.flatMap { orders[$0]?.sources ?? [] }),
            answer: text,
            alternatives: selection.alternatives.map {
                AnswerAlternative(fact: $0.id, context: unique(Array($0.contexts.joined())), summary: $0.summary.text(language))
            },
            uncoveredContext: selection.uncoveredContexts
        )
    }

    /// A callback trigger is the first call that fires, unless the fact lists it (or says it does not fire).
    private func firesIncludingTrigger(_ fires: [AnswerStep], never: [AnswerStep], trigger: APIRecord?) -> [AnswerStep] {
        guard let trigger, trigger.kind == .callback,
            !(fires + never).contains(where: { $0.className == trigger.className && $0.selector == trigger.selector })
        else { return fires }
        return [step(trigger, receiver: .self, timing: .immediately, note: nil)] + fires
    }

    /// The API a trigger means: the record itself, or the one an event stands for.
    func record(of trigger: Trigger) -> APIRecord? {
        switch trigger {
        case .api(let record): record
        case .event(let event): event.sameAs.flatMap { catalog.resolve($0) }
        }
    }

    /// A trigger as the answer shows it: the API's names, and for an event its id and summary.
    func understoodTrigger(_ trigger: Trigger, _ language: Language) -> UnderstoodTrigger {
        understoodTrigger(trigger, record: record(of: trigger), language)
    }

    private func understoodTrigger(_ trigger: Trigger, record: APIRecord?, _ language: Language) -> UnderstoodTrigger {
        var understood = UnderstoodTrigger(className: record?.className, selector: record?.selector, swift: record?.swift)
        if case .event(let event) = trigger {
            understood.event = event.id
            understood.summary = event.summary.text(language)
        }
        return understood
    }

    /// Effects as steps; an `order:` effect becomes one step per order step, its receiver standing
    /// in for the order's `self` (steps naming another receiver keep it).
    func steps(_ effects: [FactEffect], defaultTiming: Timing, _ language: Language) -> [AnswerStep] {
        var resolved: [String: APIRecord?] = [:]
        return steps(effects, defaultTiming: defaultTiming, language, resolved: &resolved)
    }

    /// `steps`, resolving each spelling once across calls that share `resolved`: a when-question
    /// expands every fact and order, naming the same few dozen APIs hundreds of times, and resolving
    /// them again each time was a tenth of its instructions.
    func steps(_ effects: [FactEffect], defaultTiming: Timing, _ language: Language, resolved: inout [String: APIRecord?]) -> [AnswerStep] {
        var out: [AnswerStep] = []
        for effect in effects {
            let timing = effect.timing ?? defaultTiming
            if let api = effect.api {
                out.append(
                    step(spelling: api, receiver: effect.receiver, timing: timing, note: effect.note?.text(language), resolved: &resolved))
            } else if let id = effect.order, let order = orders[id] {
                for (index, orderStep) in order.steps.enumerated() {
                    let receiver = orderStep.receiver.flatMap { $0 == .self ? nil : $0 } ?? effect.receiver
                    let note = orderStep.note?.text(language) ?? (index == 0 ? effect.note?.text(language) : nil)
                    var step = step(spelling: orderStep.api, receiver: receiver, timing: timing, note: note, resolved: &resolved)
                    if !orderStep.nextGuaranteed, index < order.steps.count - 1 { step.nextGuaranteed = false }
                    out.append(step)
                }
            }
        }
        return out
    }

    /// The sources of a fact or an order, by id.
    func sources(of id: String) -> [String]? {
        facts.first { $0.id == id }?.sources ?? orders[id]?.sources
    }

    /// Every stored sequence of calls, numbered: each fact's `fires` (orders spliced in), then each
    /// order's steps, with the fact or order id as the evidence; what an order question searches.
    func storedSequences(_ language: Language) -> [(steps: [AnswerStep], evidence: String)] {
        var resolved: [String: APIRecord?] = [:]
        return facts.map { (numbered(steps($0.fires, defaultTiming: .immediately, language, resolved: &resolved)), $0.id) }
            + orders.values.sorted { $0.id < $1.id }.map { order in
                let effects = [FactEffect(order: order.id, receiver: .self)]
                return (numbered(steps(effects, defaultTiming: .immediately, language, resolved: &resolved)), order.id)
            }
    }

    private func step(spelling: String, receiver: Receiver, timing: Timing, note: String?, resolved: inout [String: APIRecord?])
        -> AnswerStep
    {
        let record: APIRecord?
        if let known = resolved[spelling] {
            record = known
        } else {
            record = catalog.resolve(spelling)
            resolved[spelling] = record
        }
        guard let record else {
            return AnswerStep(order: 0, className: "", selector: spelling, swift: nil, receiver: receiver, timing: timing, note: note)
        }
        return step(record, receiver: receiver, timing: timing, note: note)
    }

    private func step(_ record: APIRecord, receiver: Receiver, timing: Timing, note: String?) -> AnswerStep {
        AnswerStep(
            order: 0, className: record.className, selector: record.selector, swift: record.swift, receiver: receiver, timing: timing,
            note: note)
    }

    private func numbered(_ steps: [AnswerStep]) -> [AnswerStep] {
        steps.enumerated().map { index, step in
            var step = step
            step.order = index + 1
            return step
        }
    }

    private func noFactsText(_ trigger: Trigger, record: APIRecord?, _ language: Language) -> String {
        let subject: String
        var firedBy: [String] = []
        switch trigger {
        case .api(let record):
            subject = record.displayName
            firedBy = facts(firing: record).prefix(3).map { $0.summary.text(language) }
        case .event(let event):
            subject = "\u{201C}\(event.summary.text(language))\u{201D}"
        }
        let follows = (record?.follows ?? []).compactMap { catalog.resolve($0)?.displayName }
        return AnswerWording.noFacts(
            subject: subject, documented: record.map { DocumentedAPI($0, language) }, follows: follows, firedBy: firedBy, language)
    }

    /// The facts whose `fires` list the API, directly or through a spliced order; searched only for
    /// the rare answer about a trigger without facts.
    private func facts(firing record: APIRecord) -> [FactRecord] {
        facts.filter { fact in
            let spellings = fact.fires.compactMap(\.api) + fact.fires.compactMap(\.order).flatMap { orders[$0]?.steps.map(\.api) ?? [] }
            return spellings.contains { catalog.lookup($0).contains(record) }
        }
    }

    private func unique(_ items: [String]) -> [String] {
        var seen = Set<String>()
        return items.filter { seen.insert($0).inserted }
    }
}

extension APIRecord {
    /// `addChildViewController: (addChild(_:))`: the selector, with the Swift name when there is one.
    var displayName: String {
        swift.map { "\(selector) (\($0))" } ?? selector
    }
}
