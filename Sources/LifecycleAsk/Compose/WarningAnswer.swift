import LifecycleCheck
import LifecycleModel

/// The answer to a pasted UIKit console message (`ask "Unbalanced calls to begin/end appearance
/// transitions for <Home: 0x…>"`): what UIKit saw, its usual causes, the fix, the rule `check`
/// reports it under and the sources, all from the stored warning, found in the question by the same
/// matcher that reads logs (`ConsoleWarningMatcher`). Its JSON names the warning (`kind: warning`).
public struct WarningAnswer: Hashable, Sendable {
    /// The question as asked.
    public var question: String
    /// Chinese when the question is.
    public var language: Language
    /// The warning's id (`unbalanced-appearance-transitions`).
    public var warning: String
    /// The object the pasted line names (`<Home: 0x7f…>`), nil when it names none or was not pasted whole.
    public var object: String?
    /// What UIKit saw.
    public var meaning: String
    public var causes: [String]
    public var fix: String
    /// The rule `check` reports the message under.
    public var rule: String?
    public var sources: [String]
    public var citedSources: [CitedSource]

    /// One paragraph: the meaning, about the object when the line names one.
    public var answer: String {
        guard let object else { return meaning }
        return language == .zh ? "\(object)：\(meaning)" : "\(object): \(meaning)"
    }

    /// The explanation of the console message a question quotes, nil when it quotes none.
    static func explaining(_ question: String, warnings: ConsoleWarningMatcher?, cite: ([String]) -> [CitedSource]) -> WarningAnswer? {
        guard let found = warnings?.mention(in: question) else { return nil }
        let language: Language = question.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } ? .zh : .en
        let warning = found.warning
        return WarningAnswer(
            question: question, language: language, warning: warning.id, object: found.object, meaning: warning.summary.text(language),
            causes: warning.causes.map { $0.text(language) }, fix: warning.fix.text(language), rule: warning.rule, sources: warning.sources,
            citedSources: cite(warning.sources))
    }

    /// The answer's JSON: the keys shared with the other answers (`question`, `language`, `kind`,
    /// `answer`, `rules`, `sources`, `cited_sources`) and the warning's own.
    public var json: JSONValue {
        var object = JSONObjectBuilder()
        object.set("question", .string(question))
        object.set("language", .raw(language))
        object.set("kind", .string("warning"))
        object.set("warning", .string(warning))
        object.setIfPresent("object", self.object.map(JSONValue.string))
        object.set("answer", .string(answer))
        object.set("meaning", .string(meaning))
        object.set("causes", .strings(causes))
        object.set("fix", .string(fix))
        object.set("rules", .strings(rule.map { [$0] } ?? []))
        object.set("sources", .strings(sources))
        object.set("cited_sources", .array(citedSources.map(\.json)))
        return object.value
    }

    /// Labels in the answer's language.
    fileprivate func label(_ en: String, _ zh: String) -> String { language == .zh ? zh + "：" : en + ":" }
}

extension TextAnswerRenderer {
    /// The explanation of a console message as text.
    public static func render(_ answer: WarningAnswer) -> String {
        var lines = [answer.label("UIKit console message", "UIKit 控制台消息") + " " + answer.warning, "", answer.answer, ""]
        lines.append(answer.label("Usual causes", "常见原因"))
        lines += answer.causes.map { "  - " + $0 }
        lines += ["", answer.label("Fix", "修复") + " " + answer.fix]
        if let rule = answer.rule { lines.append(answer.label("Rule", "规则") + " " + rule) }
        lines.append(AnswerLabels.labelled(.sources, answer.language))
        lines += SourceLabels.lines(answer.sources, cited: answer.citedSources, answer.language).map { "  " + $0 }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension MarkdownAnswerRenderer {
    /// The explanation of a console message as Markdown.
    public static func render(_ answer: WarningAnswer) -> String {
        var out = "### " + Markdown.code(answer.warning) + "\n\n" + Markdown.inline(answer.answer) + "\n\n"
        out += "**" + answer.label("Usual causes", "常见原因") + "**\n\n"
        out += answer.causes.map { "- " + Markdown.inline($0) + "\n" }.joined() + "\n"
        out += "**" + answer.label("Fix", "修复") + "** " + Markdown.inline(answer.fix) + "\n\n"
        if let rule = answer.rule { out += "**" + answer.label("Rule", "规则") + "** " + Markdown.code(rule) + "\n\n" }
        out += "**" + AnswerLabels.labelled(.sources, answer.language) + "**\n\n"
        return out
            + SourceLabels.lines(answer.sources, cited: answer.citedSources, answer.language).map { "- " + Markdown.inline($0) + "\n" }
            .joined()
    }
}
