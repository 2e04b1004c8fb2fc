import LifecycleModel

/// Markdown that pastes into a pull request: a heading, the paragraph, one table per call list,
/// then rules, scenarios and sources. All knowledge text goes through `Markdown`.
public enum MarkdownAnswerRenderer: AnswerRenderer {
    /// The Markdown of an answer.
    public static func render(_ answer: WhatFiresAnswer) -> String {
        let language = answer.language
        var out = "### " + Markdown.inline(AnswerLabels.trigger(answer.understood.trigger)) + "\n\n"
        if !answer.understood.context.isEmpty {
            out += "**\(AnswerLabels.labelled(.context, language))** " + answer.understood.context.map(Markdown.code).joined(separator: ", ") + "\n\n"
        }
        out += Markdown.inline(answer.answer) + "\n\n"
        if answer.fires.isEmpty {
            out += "_\(AnswerLabels.Heading.nothingFires.text(language))_\n\n"
        } else {
            out += section(.fires, answer.fires, language)
        }
        if !answer.youCall.isEmpty { out += section(.youCall, answer.youCall, language) }
        if !answer.never.isEmpty { out += section(.never, answer.never, language) }
        if !answer.alternatives.isEmpty {
            out += "**\(AnswerLabels.Heading.alternatives.text(language))**\n\n"
            for alternative in answer.alternatives {
                let context = alternative.context.isEmpty ? "" : alternative.context.map(Markdown.code).joined(separator: ", ") + ": "
                out += "- \(context)\(Markdown.inline(alternative.summary))\n"
            }
            out += "\n"
        }
        for (heading, items) in [(AnswerLabels.Heading.rules, answer.rules), (.scenarios, answer.scenarios), (.sources, answer.sources)] where !items.isEmpty {
            out += "**\(AnswerLabels.labelled(heading, language))** " + items.map(Markdown.code).joined(separator: ", ") + "\n\n"
        }
        return out
    }

    /// The Markdown of a "not understood" reply: the reason, what was recognized, the suggestions.
    public static func render(_ reply: NotUnderstoodAnswer) -> String {
        var out = "**" + Markdown.inline(reply.reason) + "**\n\n"
        if !reply.recognized.isEmpty {
            out += (reply.language == .zh ? "已识别：" : "Recognized: ") + reply.recognized.map(Markdown.code).joined(separator: ", ") + "\n\n"
        }
        for suggestion in reply.suggestions { out += "- " + Markdown.inline(suggestion) + "\n" }
        return out
    }

    private static func section(_ heading: AnswerLabels.Heading, _ steps: [AnswerStep], _ language: Language) -> String {
        let header = language == .zh ? ["#", "接收者", "调用", "Swift", "时机", "说明"] : ["#", "Receiver", "Call", "Swift", "Timing", "Note"]
        var out = "**\(heading.text(language))**\n\n"
        out += "| " + header.joined(separator: " | ") + " |\n"
        out += "|" + String(repeating: " --- |", count: header.count) + "\n"
        for step in steps {
            var timing = AnswerLabels.timing(step.timing, language)
            if step.nextGuaranteed == false { timing += " (\(AnswerLabels.Heading.orderNotGuaranteed.text(language)))" }
            let cells = [
                "\(step.order)", AnswerLabels.receiver(step.receiver, language), Markdown.code(step.selector),
                step.swift.map(Markdown.code) ?? "", Markdown.cell(timing), Markdown.cell(step.note ?? ""),
            ]
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return out + "\n"
    }
}
