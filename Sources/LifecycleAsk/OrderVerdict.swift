import LifecycleModel

extension VerdictFinder {
    /// Decides "is X called before/after Y" from the positions of both callbacks in `fires`: yes or
    /// no as the stored order says, depends when a step between them may come in another order, no
    /// when one of them does not fire at all. The reason names both steps.
    func decideOrder(
        _ answer: inout WhatFiresAnswer, asked: APIRecord, receivers: Set<Receiver>, order: OrderQuestion, otherReceivers: Set<Receiver>
    ) {
        answer.kind = .yesNo
        answer.understood.asked = UnderstoodTrigger(className: asked.className, selector: asked.selector, swift: asked.swift)
        answer.understood.compared = UnderstoodTrigger(
            className: order.other.className, selector: order.other.selector, swift: order.other.swift)
        answer.understood.relation = order.relation.rawValue
        let language = answer.language
        let first = answer.fires.firstIndex(where: StepMatch(api: asked, receivers: receivers).matches)
        let second = answer.fires.firstIndex(where: StepMatch(api: order.other, receivers: otherReceivers).matches)
        guard let first, let second else {
            answer.verdict = .no
            answer.verdictReason = VerdictWording.notBothFire(first == nil ? asked : order.other, language)
            return
        }
        let askedStep = answer.fires[first]
        let otherStep = answer.fires[second]
        let between = answer.fires[min(first, second)..<max(first, second)]
        if between.contains(where: { $0.nextGuaranteed == false }) {
            answer.verdict = .depends
            answer.dependsOn = []
            answer.verdictReason = VerdictWording.orderNotGuaranteed(askedStep, otherStep, language)
            return
        }
        let isBefore = first < second
        answer.verdict = isBefore == (order.relation == .before) ? .yes : .no
        answer.verdictReason = VerdictWording.order(askedStep, isBefore: isBefore, otherStep, verdict: answer.verdict ?? .no, language)
    }
}
