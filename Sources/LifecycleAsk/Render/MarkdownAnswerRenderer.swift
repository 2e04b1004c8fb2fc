import LifecycleModel

/// Markdown that pastes into a pull request: a heading, the paragraph, one table per call list,
/// then rules, scenarios and sources. All knowledge text goes through `Markdown`.
public enum MarkdownAnswerRenderer: AnswerRenderer {
    /// The Markdown of an answer.
    public static func render(_ answer: WhatFiresAnswer) -> String {
        let language = answer.language
        var out = answer.verdictReason.map { "**" + Markdown.inline($0) + "**\n\n" } ?? ""
        out += "### " + Markdown.inline(AnswerLabels.trigger(answer.understood.trigger)) + "\n\n"
        if !answer.understood.context.isEmpty {
            out +=
                "**\(AnswerLabels.labelled(.context, language))** " + answer.understood.context.map(Markdown.code).joined(separator: ", ")
                + "\n\n"
        }
        out += candidates(answer.understood.candidates, language)
        out += Markdown.inline(answer.answer) + "\n\n"
        if answer.fires.isEmpty {
            if answer.coverage == .fact { out += "_\(AnswerLabels.Heading.nothingFires.text(language))_\n\n" }
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
        for (heading, items) in [(AnswerLabels.Heading.rules, answer.rules), (.scenarios, answer.scenarios)] where !items.isEmpty {
            out += "**\(AnswerLabels.labelled(heading, language))** " + items.map(Markdown.code).joined(separator: ", ") + "\n\n"
        }
        return out + sources(answer.sources, cited: answer.citedSources, language)
    }

    /// The Markdown of a why-answer: the paragraph, then each cause with its fix and evidence.
    public static func render(_ answer: WhyAnswer) -> String {
        let language = answer.language
        var out = "### " + Markdown.inline(AnswerLabels.trigger(answer.understood.trigger)) + "\n\n"
        out += Markdown.inline(answer.answer) + "\n\n"
        for (index, cause) in answer.causes.enumerated() {
            out += "\(index + 1). **\(Markdown.inline(cause.summary))** \(Markdown.inline(cause.explanation))\n"
            out += "   \(WhyLabels.fix(language)) \(Markdown.inline(cause.fix))\n"
            let evidence = (cause.facts + cause.rules).map(Markdown.code)
            if !evidence.isEmpty { out += "   \(WhyLabels.evidence(language)) \(evidence.joined(separator: ", "))\n" }
        }
        if !answer.causes.isEmpty { out += "\n" }
        return out + sources(answer.sources, cited: answer.citedSources, language)
    }

    /// The Markdown of a versus answer: the paragraph, then one item per API.
    public static func render(_ answer: VersusAnswer) -> String {
        var out = "### " + Markdown.inline(answer.compared.map(\.selector).joined(separator: " vs ")) + "\n\n"
        out += Markdown.inline(answer.answer) + "\n\n"
        return out + sources(answer.sources, cited: answer.citedSources, answer.language)
    }

    /// The other questions of the text as a list.
    public static func render(also: [AlsoAsked], _ language: Language) -> String {
        "**\(AlsoLabels.heading(language))**\n\n" + also.map { "- \(Markdown.inline($0.question)): \(Markdown.inline($0.text))\n" }.joined()
            + "\n"
    }

    /// The Markdown of a "when is X called" answer: the paragraph and one table of situations.
    public static func render(_ answer: WhenAnswer) -> String {
        let language = answer.language
        var out = "### " + Markdown.inline(AnswerLabels.trigger(answer.understood.trigger)) + "\n\n"
        out += candidates(answer.understood.candidates, language)
        out += Markdown.inline(answer.answer) + "\n\n"
        for (heading, situations) in [
            (WhenLabels.calledWhen(language), answer.triggeredBy), (WhenLabels.notCalledWhen(language), answer.notTriggeredBy),
        ]
        where !situations.isEmpty {
            let header =
                language == .zh ? ["触发", "接收者", "情况", "之前", "之后", "事实"] : ["Trigger", "Receiver", "Situation", "After", "Before", "Fact"]
            out +=
                "**\(heading)**\n\n| " + header.joined(separator: " | ") + " |\n|" + String(repeating: " --- |", count: header.count) + "\n"
            for situation in situations {
                let trigger =
                    situation.selector.map(Markdown.code) ?? situation.event.map(Markdown.code) ?? situation.order.map(Markdown.code) ?? ""
                let cells = [
                    trigger, situation.receiver.map { AnswerLabels.receiver($0, language) } ?? "", Markdown.cell(situation.note ?? ""),
                    situation.before.map { Markdown.code($0.selector) } ?? "", situation.after.map { Markdown.code($0.selector) } ?? "",
                    (situation.fact ?? situation.order).map(Markdown.code) ?? "",
                ]
                out += "| " + cells.joined(separator: " | ") + " |\n"
            }
            out += "\n"
        }
        if !answer.scenarios.isEmpty {
            out +=
                "**\(AnswerLabels.labelled(.scenarios, language))** " + answer.scenarios.map(Markdown.code).joined(separator: ", ") + "\n\n"
        }
        return out + sources(answer.sources, cited: answer.citedSources, language)
    }

    /// The sources as a list, each with its title and kind.
    private static func sources(_ ids: [String], cited: [CitedSource], _ language: Language) -> String {
        guard !ids.isEmpty else { return "" }
        return "**\(AnswerLabels.labelled(.sources, language))**\n\n"
            + SourceLabels.lines(ids, cited: cited, language).map { "- " + Markdown.inline($0) + "\n" }.joined() + "\n"
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

    /// The ranked trigger candidates as a numbered list, when they were asked for (`--explain`).
    private static func candidates(_ candidates: [UnderstoodCandidate]?, _ language: Language) -> String {
        guard let candidates else { return "" }
        let items = candidates.map { candidate in
            let facts = (candidate.hasFacts ? AnswerLabels.Heading.hasFacts : .noFacts).text(language)
            return "\(candidate.rank). " + Markdown.inline(AnswerLabels.trigger(candidate.trigger))
                + " — \(Markdown.code(candidate.why)), \(facts)"
        }
        return "**\(AnswerLabels.labelled(.candidates, language))**\n\n" + items.joined(separator: "\n") + "\n\n"
    }
}
