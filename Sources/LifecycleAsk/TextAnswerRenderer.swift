import LifecycleModel

/// Plain text for a terminal, read like an engineer's answer: the paragraph, the calls UIKit makes
/// in order with receivers and timing, what you must call, what does not fire, rules and sources.
public enum TextAnswerRenderer: AnswerRenderer {
    /// The text of an answer.
    public static func render(_ answer: WhatFiresAnswer) -> String {
        let language = answer.language
        var lines = [AnswerLabels.trigger(answer.understood.trigger)]
        if !answer.understood.context.isEmpty {
            lines.append(AnswerLabels.labelled(.context, language) + " " + answer.understood.context.joined(separator: ", "))
        }
        lines += ["", answer.answer, ""]
        if answer.fires.isEmpty {
            lines.append(AnswerLabels.Heading.nothingFires.text(language))
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
        for (heading, items) in [(AnswerLabels.Heading.rules, answer.rules), (.scenarios, answer.scenarios), (.sources, answer.sources)] where !items.isEmpty {
            lines.append(AnswerLabels.labelled(heading, language) + " " + items.joined(separator: ", "))
        }
        return lines.joined(separator: "\n") + "\n"
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
        var line = "  \(marker) \(AnswerLabels.receiver(step.receiver, language)): \(call) — \(AnswerLabels.timing(step.timing, language))"
        if step.nextGuaranteed == false { line += " (\(AnswerLabels.Heading.orderNotGuaranteed.text(language)))" }
        var lines = [line]
        if let note = step.note, !note.isEmpty { lines.append("     \(note)") }
        return lines
    }
}
