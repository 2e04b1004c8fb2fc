import LifecycleModel

/// The short answer to a yes/no question ("does X fire when Y"), said before the usual answer.
public enum Verdict: String, Codable, Hashable, Sendable {
    case yes
    case no
    /// The stored cases of the trigger disagree (`depends_on` names the contexts that decide), or,
    /// with no controller named, one controller gets the callback and another never does.
    case depends
}

/// Decides a yes/no question from the expanded calls of the chosen fact and of the trigger's
/// other cases: the callback is in `fires` (yes), in `never` or absent (no), or the cases differ.
struct VerdictFinder {
    let composer: AnswerComposer

    /// The verdict, its reason and the contexts it depends on; the callback is added to `never`
    /// (with the reason) when it does not fire and the fact did not already say so.
    func decide(_ answer: inout WhatFiresAnswer, asked: APIRecord, receivers: Set<Receiver>, selection: FactSelection) {
        answer.kind = .yesNo
        answer.understood.asked = UnderstoodTrigger(className: asked.className, selector: asked.selector, swift: asked.swift)
        let language = answer.language
        guard let chosen = selection.chosen else { return }
        let matches = { (step: AnswerStep) in
            step.className == asked.className && step.selector == asked.selector
                && (receivers.isEmpty || !receivers.isDisjoint(with: [step.receiver]))
        }
        let fires = answer.fires.contains(where: matches)
        let neverStep = answer.never.first(where: matches)
        // A fact the question's contexts chose decides alone; the common case is compared with the other cases.
        let differing = chosen.contexts.isEmpty ? selection.alternatives.filter { firesIn($0, matches: matches, language) != fires } : []
        // With no controller named, a callback one controller gets and the other never does is no plain yes.
        let getting = answer.fires.filter(matches).map(\.receiver).uniqued()
        let missing = answer.never.filter(matches).map(\.receiver).filter { !getting.contains($0) }.uniqued()
        if differing.isEmpty, receivers.isEmpty, !getting.isEmpty, !missing.isEmpty {
            answer.verdict = .depends
            answer.dependsOn = []
            answer.verdictReason = VerdictWording.dependsOnReceiver(asked, getting: getting, missing: missing, language)
        } else if !differing.isEmpty {
            let contexts = differing.flatMap { $0.contexts.joined() }.uniqued()
            answer.verdict = .depends
            answer.dependsOn = contexts
            answer.verdictReason = VerdictWording.depends(asked, fires: fires, on: contexts, language)
        } else if fires {
            answer.verdict = .yes
            answer.verdictReason = VerdictWording.yes(asked, language)
        } else {
            answer.verdict = .no
            let reason = neverStep?.note ?? VerdictWording.notListed(asked, fact: chosen.id, language)
            answer.verdictReason = VerdictWording.no(asked, reason: reason, language)
            if neverStep == nil {
                let receiver = receivers.count == 1 ? receivers.first! : .self
                answer.never.append(
                    AnswerStep(
                        order: answer.never.count + 1, className: asked.className, selector: asked.selector, swift: asked.swift,
                        receiver: receiver, timing: .never, note: reason))
            }
        }
    }

    private func firesIn(_ fact: FactRecord, matches: (AnswerStep) -> Bool, _ language: Language) -> Bool {
        composer.steps(fact.fires, defaultTiming: .immediately, language).contains(where: matches)
    }
}
