import LifecycleModel

/// Where two callbacks stand relative to each other, and the stored steps that say so.
enum OrderFinding: Equatable {
    /// Both stand in one stored sequence, with nothing of unguaranteed order between them.
    case ordered(first: AnswerStep, second: AnswerStep, askedFirst: Bool, evidence: String)
    /// Both stand in one stored sequence, but a step between them may come in another order.
    case notGuaranteed(AnswerStep, AnswerStep, evidence: String)
    /// The answering fact says one of them does not fire here.
    case oneNeverFires(APIRecord, note: String?)
    /// No stored fact or order holds both.
    case notRecorded

    /// The relation word of an order answer (`order` form, JSON `relation`).
    var relation: String {
        switch self {
        case .ordered(_, _, let askedFirst, _): askedFirst ? "before" : "after"
        case .notGuaranteed: "not-ordered"
        case .oneNeverFires: "not-both"
        case .notRecorded: "not-recorded"
        }
    }
}

extension VerdictFinder {
    /// Decides "is X called before/after Y" (yes/no form) or "is X called before or after Y" (order
    /// form) from a stored sequence holding both: the answer's own `fires` first, then any fact or
    /// order that does. A verdict or relation is only given from such a sequence, or from the fact's
    /// `never`; where nothing stored holds both, the answer says the order is not recorded.
    func decideOrder(
        _ answer: inout WhatFiresAnswer, asked: APIRecord, receivers: Set<Receiver>, order: OrderQuestion, otherReceivers: Set<Receiver>,
        form: QuestionForm
    ) {
        answer.kind = form
        answer.understood.asked = UnderstoodTrigger(className: asked.className, selector: asked.selector, swift: asked.swift)
        answer.understood.compared = UnderstoodTrigger(
            className: order.other.className, selector: order.other.selector, swift: order.other.swift)
        answer.understood.relation = order.relation.rawValue
        let finding = find(
            answer, asked: StepMatch(api: asked, receivers: receivers), other: StepMatch(api: order.other, receivers: otherReceivers))
        let language = answer.language
        if form == .order {
            answer.relation = finding.relation
            answer.verdictReason = VerdictWording.relation(finding, asked: asked, other: order.other, language)
            return
        }
        switch finding {
        case .ordered(let first, let second, let askedFirst, _):
            answer.verdict = askedFirst == (order.relation == .before) ? .yes : .no
            let askedStep = askedFirst ? first : second
            let otherStep = askedFirst ? second : first
            answer.verdictReason = VerdictWording.order(
                askedStep, isBefore: askedFirst, otherStep, verdict: answer.verdict ?? .no, language)
        case .notGuaranteed(let one, let two, _):
            answer.verdict = .depends
            answer.dependsOn = []
            answer.verdictReason = VerdictWording.orderNotGuaranteed(one, two, language)
        case .oneNeverFires(let missing, let note):
            answer.verdict = .no
            answer.verdictReason = VerdictWording.notBothFire(missing, note: note, language)
        case .notRecorded:
            answer.relation = finding.relation
            answer.verdictReason = VerdictWording.relation(finding, asked: asked, other: order.other, language)
        }
    }

    /// The first stored sequence holding both callbacks: the answer's `fires`, then every fact's and
    /// order's; before any of those, a `never` of the answer naming one of them.
    private func find(_ answer: WhatFiresAnswer, asked: StepMatch, other: StepMatch) -> OrderFinding {
        if let missing = [asked, other].first(where: { match in
            answer.never.contains(where: match.matches) && !answer.fires.contains(where: match.matches)
        }) {
            return .oneNeverFires(missing.api, note: answer.never.first(where: missing.matches)?.note)
        }
        let stored = composer.storedSequences(answer.language).filter { $0.evidence != answer.fact }
        return OrderFinding.first(in: [(answer.fires, answer.fact ?? "")] + stored, asked: asked, other: other)
    }
}

extension OrderFinding {
    /// Where the two stand in the first of `sequences` that holds both; `notRecorded` when none does.
    static func first(in sequences: [(steps: [AnswerStep], evidence: String)], asked: StepMatch, other: StepMatch) -> OrderFinding {
        for (steps, evidence) in sequences {
            guard let first = steps.firstIndex(where: asked.matches), let second = steps.firstIndex(where: other.matches) else { continue }
            let low = min(first, second)
            let high = max(first, second)
            if steps[low..<high].contains(where: { $0.nextGuaranteed == false }) {
                return .notGuaranteed(steps[first], steps[second], evidence: evidence)
            }
            return .ordered(first: steps[low], second: steps[high], askedFirst: first < second, evidence: evidence)
        }
        return .notRecorded
    }
}
