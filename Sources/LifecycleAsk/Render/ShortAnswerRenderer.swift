import LifecycleModel

/// The default text answer, about a screen long: the headline, the paragraph's first sentences, the
/// ordered steps with roles and conditions, other cases one line each, and source ids. Everything it
/// leaves out is in `TextAnswerRenderer` (`query --long`), and it says how many items it left out.
public enum ShortAnswerRenderer: AnswerRenderer {
    /// How many items of a long list are shown before "… N more".
    static let listLimit = 6

    public static func render(_ answer: WhatFiresAnswer) -> String {
        let language = answer.language
        var lines: [String] = []
        if let reason = answer.verdictReason { lines.append(reason) }
        var heading = AnswerLabels.trigger(answer.understood.trigger)
        if !answer.understood.context.isEmpty { heading += " [\(answer.understood.context.joined(separator: ", "))]" }
        lines += [heading] + AnswerLabels.candidateLines(answer.understood.candidates, language) + [lead(answer.answer, language)]
        if answer.fires.isEmpty {
            if answer.coverage == .fact { lines.append(AnswerLabels.Heading.nothingFires.text(language)) }
        } else {
            lines.append(AnswerLabels.labelled(.fires, language))
            lines += answer.fires.map { step($0, numbered: true, language) }
        }
        if !answer.youCall.isEmpty {
            lines.append(AnswerLabels.labelled(.youCall, language))
            lines += answer.youCall.map { step($0, numbered: true, language) }
        }
        if !answer.never.isEmpty {
            lines.append(AnswerLabels.labelled(.never, language))
            lines += limited(answer.never.map { step($0, numbered: false, language) }, language)
        }
        if !answer.alternatives.isEmpty {
            lines.append(AnswerLabels.labelled(.alternatives, language))
            lines += limited(
                answer.alternatives.map { alternative in
                    let context = alternative.context.isEmpty ? "" : "[\(alternative.context.joined(separator: ", "))] "
                    return "  - \(context)\(lead(alternative.summary, language))"
                }, language)
        }
        lines += sourceLine(answer.sources, language)
        return lines.joined(separator: "\n") + "\n"
    }

    public static func render(_ answer: WhenAnswer) -> String {
        let language = answer.language
        var lines = [AnswerLabels.trigger(answer.understood.trigger)] + AnswerLabels.candidateLines(answer.understood.candidates, language)
        lines.append(lead(answer.answer, language))
        if !answer.triggeredBy.isEmpty {
            lines.append(WhenLabels.calledWhen(language))
            lines += limited(answer.triggeredBy.enumerated().map { situation($1, marker: "\($0 + 1).", language) }, language)
        }
        if !answer.notTriggeredBy.isEmpty {
            lines.append(WhenLabels.notCalledWhen(language))
            lines += limited(answer.notTriggeredBy.map { situation($0, marker: "-", language) }, language, limit: 3)
        }
        lines += sourceLine(answer.sources, language)
        return lines.joined(separator: "\n") + "\n"
    }

    public static func render(_ answer: WhyAnswer) -> String {
        let language = answer.language
        var lines = [AnswerLabels.trigger(answer.understood.trigger), answer.answer]
        for (index, cause) in answer.causes.enumerated() {
            lines.append("  \(index + 1). \(cause.summary)")
            // The likeliest causes carry their fix; the rest are one line each.
            if index < 3 { lines.append("     \(WhyLabels.fix(language)) \(cause.fix)") }
        }
        if let situation = answer.situation, situation.coverage == .fact, !situation.fires.isEmpty {
            lines.append(WhyLabels.inThatSituation(AnswerLabels.trigger(situation.understood.trigger), language))
            lines += limited(situation.fires.map { step($0, numbered: true, language) }, language)
        }
        lines += sourceLine(answer.sources, language)
        return lines.joined(separator: "\n") + "\n"
    }

    public static func render(_ answer: VersusAnswer) -> String {
        TextAnswerRenderer.render(answer)
    }

    public static func render(_ reply: NotUnderstoodAnswer) -> String {
        TextAnswerRenderer.render(reply)
    }

    /// A console message's explanation is already a screen: meaning, causes, fix, rule, sources.
    public static func render(_ answer: WarningAnswer) -> String {
        TextAnswerRenderer.render(answer)
    }

    public static func render(also: [AlsoAsked], _ language: Language) -> String {
        ([AlsoLabels.heading(language)] + also.map { "  - \($0.question): \(lead($0.text, language))" }).joined(separator: "\n") + "\n"
    }

    /// The longest lead kept whole; a longer one is cut at a comma and says it was cut.
    static let leadLimit = 280

    /// The first two sentences of a paragraph, at most `leadLimit` characters: its claim, without the
    /// evidence or the list that follows.
    static func lead(_ paragraph: String, _ language: Language) -> String {
        let sentences = firstSentences(paragraph)
        guard sentences.count > leadLimit else { return sentences }
        let head = sentences.prefix(leadLimit)
        let cut = head.lastIndex { $0 == "," || $0 == "，" } ?? head.endIndex
        return String(head[..<cut]) + " …"
    }

    /// The paragraph up to the end of its second sentence.
    private static func firstSentences(_ paragraph: String) -> String {
        var sentences = 0
        var end = paragraph.endIndex
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            let character = paragraph[index]
            let next = paragraph.index(after: index)
            let closes = character == "。" || (character == "." && (next == paragraph.endIndex || paragraph[next] == " "))
            if closes {
                sentences += 1
                if sentences == 2 {
                    end = next
                    break
                }
            }
            index = next
        }
        return String(paragraph[..<end])
    }

    /// A step on one line: its number, receiver, call and timing, then its condition.
    private static func step(_ step: AnswerStep, numbered: Bool, _ language: Language) -> String {
        let marker = numbered ? "\(step.order)." : "-"
        var line = "  \(marker) " + AnswerLabels.stepHead(step, call: step.swift ?? step.selector, language)
        if let note = step.note, !note.isEmpty { line += ". \(note)" }
        return line
    }

    /// A situation on one line: its trigger, whom the callback reaches, and its context.
    private static func situation(_ situation: TriggerSituation, marker: String, _ language: Language) -> String {
        "  \(marker) " + WhenLabels.situationHead(situation, call: situation.swift ?? situation.selector, language)
    }

    /// The first items of a list, then how many more `--long` shows.
    private static func limited(_ items: [String], _ language: Language, limit: Int = listLimit) -> [String] {
        guard items.count > limit else { return items }
        let more = items.count - limit
        return Array(items.prefix(limit)) + [language == .zh ? "  …… 还有 \(more) 条（--long 查看全部）" : "  … \(more) more (--long shows all)"]
    }

    /// Source ids on one line; `--long` lists their titles.
    private static func sourceLine(_ ids: [String], _ language: Language) -> [String] {
        guard !ids.isEmpty else { return [] }
        let shown =
            ids.prefix(5).joined(separator: ", ")
            + (ids.count > 5 ? (language == .zh ? " 等 \(ids.count) 个" : " and \(ids.count - 5) more") : "")
        return [AnswerLabels.labelled(.sources, language) + " " + shown]
    }
}
