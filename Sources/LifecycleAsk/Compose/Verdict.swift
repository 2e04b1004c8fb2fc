import LifecycleModel

/// The short answer to a yes/no question ("does X fire when Y"), said before the usual answer.
public enum Verdict: String, Codable, Hashable, Sendable {
    case yes
    case no
    /// The stored cases of the trigger disagree (`depends_on` names the contexts that decide), or,
    /// with no controller named, one controller gets the callback and another never does, or the
    /// stored order of two callbacks is not guaranteed.
    case depends
}

/// Decides a yes/no question from the expanded calls of the chosen fact and of the trigger's
/// other cases: the callback is in `fires` (yes), in `never` or absent (no), or the cases differ.
struct VerdictFinder {
    let composer: AnswerComposer

    /// The verdict, its reason and the contexts it depends on; the callback is added to `never`
    /// (with the reason) when it does not fire and the fact did not already say so. `receivers` is
    /// the controller the question names for the callback (empty: any); `contexts` are the
    /// question's, and a case that needs a context excluding one of them is not weighed.
    func decide(
        _ answer: inout WhatFiresAnswer, asked: APIRecord, receivers: Set<Receiver>, contexts: [String], selection: FactSelection
    ) {
        answer.kind = .yesNo
        answer.understood.asked = UnderstoodTrigger(className: asked.className, selector: asked.selector, swift: asked.swift)
        let language = answer.language
        guard let chosen = selection.chosen else { return }
        let matches = StepMatch(api: asked, receivers: receivers).matches
        let fires = answer.fires.contains(where: matches)
        let neverStep = answer.never.first(where: matches)
        // A fact the question's contexts chose decides alone; the common case is compared with the
        // cases that say only the opposite outright: fire where it does not, or list it under `never`.
        let weighed = selection.alternatives.filter { !ContextExclusion.excludes(contexts, $0.contexts) }
        let differing =
            chosen.contexts.isEmpty
            ? weighed.filter { says($0, fires: !fires, matches: matches, language) && !says($0, fires: fires, matches: matches, language) }
            : []
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

    /// Whether a case states the callback's opposite: in its `fires` (when `fires`) or its `never`.
    private func says(_ fact: FactRecord, fires: Bool, matches: (AnswerStep) -> Bool, _ language: Language) -> Bool {
        composer.steps(fires ? fact.fires : fact.never, defaultTiming: fires ? .immediately : .never, language).contains(where: matches)
    }
}

/// A callback on a controller: the step of that API on one of the receivers, or on any when none is named.
struct StepMatch {
    let api: APIRecord
    let receivers: Set<Receiver>

    func matches(_ step: AnswerStep) -> Bool {
        step.className == api.className && step.selector == api.selector && (receivers.isEmpty || receivers.contains(step.receiver))
    }
}
