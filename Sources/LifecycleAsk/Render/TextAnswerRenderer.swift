import LifecycleModel

/// Plain text for a terminal, read like an engineer's answer: the paragraph, the calls UIKit makes
/// in order with receivers and timing, what you must call, what does not fire, rules and sources.
public enum TextAnswerRenderer: AnswerRenderer {
    /// The text of an answer.
    public static func render(_ answer: WhatFiresAnswer) -> String {
        let language = answer.language
        var lines: [String] = []
        if let reason = answer.verdictReason { lines += [reason, ""] }
        lines.append(AnswerLabels.trigger(answer.understood.trigger))
        if !answer.understood.context.isEmpty {
            lines.append(AnswerLabels.labelled(.context, language) + " " + answer.understood.context.joined(separator: ", "))
        }
        lines += AnswerLabels.candidateLines(answer.understood.candidates, language)
        lines += ["", answer.answer, ""]
        if answer.fires.isEmpty {
            // Only a stored fact can say that nothing fires; without one the paragraph says what is not recorded.
            if answer.coverage == .fact { lines.append(AnswerLabels.Heading.nothingFires.text(language)) }
        } else {
            lines.append(AnswerLabels.labelled(.fires, language))
            lines += answer.fires.flatMap { stepLines($0, numbered: true, language) }
        }
        if !answer.youCall.isEmpty {
            lines.append(AnswerLabels.labelled(.youCall, language))
            lines += answer.youCall.flatMap { stepLines($0, numbered: true, language) }
        }
        if !answer.never.isEmpty {
            lines.append(AnswerLabels.labelled(.never, language))
            lines += answer.never.flatMap { stepLines($0, numbered: false, language) }
        }
        if !answer.alternatives.isEmpty {
            lines.append(AnswerLabels.labelled(.alternatives, language))
            lines += answer.alternatives.map { alternative in
                let context = alternative.context.isEmpty ? "" : "[\(alternative.context.joined(separator: ", "))] "
                return "  - \(context)\(alternative.summary)"
            }
        }
        for (heading, items) in [(AnswerLabels.Heading.rules, answer.rules), (.scenarios, answer.scenarios)] where !items.isEmpty {
            lines.append(AnswerLabels.labelled(heading, language) + " " + items.joined(separator: ", "))
        }
        lines += sourceLines(answer.sources, cited: answer.citedSources, language)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The text of a "when is X called" answer: the paragraph, then each situation with its trigger,
    /// whom the callback reaches, the calls around it and its fact or order.
    public static func render(_ answer: WhenAnswer) -> String {
        let language = answer.language
        var lines = [AnswerLabels.trigger(answer.understood.trigger)] + AnswerLabels.candidateLines(answer.understood.candidates, language)
        lines += ["", answer.answer, ""]
        if !answer.triggeredBy.isEmpty {
            lines.append(WhenLabels.calledWhen(language))
            for (index, situation) in answer.triggeredBy.enumerated() {
                lines += situationLines(situation, marker: "\(index + 1).", language)
            }
        }
        if !answer.notTriggeredBy.isEmpty {
            lines.append(WhenLabels.notCalledWhen(language))
            for situation in answer.notTriggeredBy { lines += situationLines(situation, marker: "-", language) }
        }
        if !answer.scenarios.isEmpty {
            lines.append(AnswerLabels.labelled(.scenarios, language) + " " + answer.scenarios.joined(separator: ", "))
        }
        lines += sourceLines(answer.sources, cited: answer.citedSources, language)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The text of a why-answer: the paragraph, then each cause with its explanation, fix and evidence.
    public static func render(_ answer: WhyAnswer) -> String {
        let language = answer.language
        var lines = [AnswerLabels.trigger(answer.understood.trigger), "", answer.answer, ""]
        for (index, cause) in answer.causes.enumerated() {
            lines.append("  \(index + 1). \(cause.summary)")
            lines.append("     \(cause.explanation)")
            lines.append("     \(WhyLabels.fix(language)) \(cause.fix)")
            let evidence = cause.facts + cause.rules
            if !evidence.isEmpty { lines.append("     \(WhyLabels.evidence(language)) \(evidence.joined(separator: ", "))") }
        }
        if let situation = answer.situation, situation.coverage == .fact, !situation.fires.isEmpty {
            lines += ["", WhyLabels.inThatSituation(AnswerLabels.trigger(situation.understood.trigger), language)]
            lines += situation.fires.flatMap { stepLines($0, numbered: true, language) }
        }
        lines += sourceLines(answer.sources, cited: answer.citedSources, language)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The text of a versus answer: the two names, then the paragraph (each one's documented
    /// behaviour and which comes first).
    public static func render(_ answer: VersusAnswer) -> String {
        var lines = [answer.compared.map(\.selector).joined(separator: " vs "), "", answer.answer, ""]
        lines += sourceLines(answer.sources, cited: answer.citedSources, answer.language)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `Also asked:` then each other question with its paragraph, or why it was not answered.
    public static func render(also: [AlsoAsked], _ language: Language) -> String {
        ([AlsoLabels.heading(language)] + also.map { "  - \($0.question): \($0.text)" }).joined(separator: "\n") + "\n"
    }

    private static func situationLines(_ situation: TriggerSituation, marker: String, _ language: Language) -> [String] {
        let call = situation.selector.map { selector in
            situation.swift.map { $0 == selector ? selector : "\(selector) / \($0)" } ?? selector
        }
        var lines = ["  \(marker) \(WhenLabels.situationHead(situation, call: call, language))"]
        if let note = situation.note, !note.isEmpty { lines.append("     \(note)") }
        let neighbours = [(WhenLabels.after(language), situation.before), (WhenLabels.before(language), situation.after)]
            .compactMap { label, step in step.map { "\(label) \(AnswerLabels.receiver($0.receiver, language)): \($0.selector)" } }
        if !neighbours.isEmpty { lines.append("     " + neighbours.joined(separator: "; ")) }
        if let fact = situation.fact { lines.append("     " + WhenLabels.fact(fact, sources: situation.sources, language)) }
        return lines
    }

    /// `Sources:` then one line per source with its title and kind.
    private static func sourceLines(_ ids: [String], cited: [CitedSource], _ language: Language) -> [String] {
        guard !ids.isEmpty else { return [] }
        return [AnswerLabels.labelled(.sources, language)] + SourceLabels.lines(ids, cited: cited, language).map { "  - \($0)" }
    }

    /// The text of a "not understood" reply: the reason, what was recognized, the suggestions.
    public static func render(_ reply: NotUnderstoodAnswer) -> String {
        var lines = [reply.reason]
        if !reply.recognized.isEmpty {
            lines.append((reply.language == .zh ? "已识别：" : "Recognized: ") + reply.recognized.joined(separator: ", "))
        }
        if !reply.suggestions.isEmpty {
            lines.append(reply.language == .zh ? "你是不是想问：" : "Did you mean:")
            lines += reply.suggestions.map { "  - \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `  1. child  willMoveToParentViewController: / willMove(toParent:) — immediately`, then the note.
    private static func stepLines(_ step: AnswerStep, numbered: Bool, _ language: Language) -> [String] {
        let marker = numbered ? "\(step.order)." : "-"
        var call = step.selector
        if let swift = step.swift, swift != step.selector { call += " / \(swift)" }
        var lines = ["  \(marker) " + AnswerLabels.stepHead(step, call: call, language)]
        if let note = step.note, !note.isEmpty { lines.append("     \(note)") }
        return lines
    }
}
