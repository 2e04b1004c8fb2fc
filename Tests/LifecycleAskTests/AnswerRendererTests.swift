import LifecycleModel
import Testing

@testable import LifecycleAsk

/// The text and Markdown renderers are pure functions of the answer value.
@Suite struct AnswerRendererTests {
    let answer = WhatFiresAnswer(
        question: "q", language: .en,
        understood: UnderstoodQuestion(trigger: UnderstoodTrigger(className: "C", selector: "add:", swift: "add(_:)"), context: ["ctx"]),
        fact: "f",
        fires: [
            AnswerStep(
                order: 1, className: "C", selector: "will:", swift: "will(_:)", receiver: .child, timing: .immediately, note: "a | b",
                nextGuaranteed: false)
        ],
        youCall: [AnswerStep(order: 1, className: "C", selector: "did:", swift: nil, receiver: .child, timing: .manual)],
        never: [AnswerStep(order: 1, className: "C", selector: "did:", swift: nil, receiver: .child, timing: .never)],
        rules: ["rule.one"], scenarios: [], sources: ["000.txt"], answer: "Para <b>graph</b>.",
        alternatives: [AnswerAlternative(fact: "g", context: ["other"], summary: "other case")], uncoveredContext: []
    )

    @Test func textListsCallsThenWhatYouCallThenRulesAndSources() {
        let text = TextAnswerRenderer.render(answer)
        #expect(
            text == """
                add: / add(_:) (C)
                Context: ctx

                Para <b>graph</b>.

                What fires, in order:
                  1. child: will: / will(_:) — immediately (the next call may come first)
                     a | b
                You must call:
                  1. child: did: — your code calls it
                Does not fire here:
                  - child: did: — never
                Other cases:
                  - [other] other case
                Rules to keep: rule.one
                Sources:
                  - 000.txt

                """)
    }

    @Test func markdownEscapesKnowledgeText() {
        let markdown = MarkdownAnswerRenderer.render(answer)
        #expect(markdown.hasPrefix("### add: / add(\\_:) (C)\n"))
        #expect(markdown.contains("Para &lt;b&gt;graph&lt;/b&gt;."))
        #expect(markdown.contains("| 1 | child | `will:` | `will(_:)` | immediately (the next call may come first) | a \\| b |"))
        #expect(markdown.contains("**Rules to keep:** `rule.one`"))
    }

    @Test func emptyFiresIsStated() {
        var empty = answer
        empty.fires = []
        empty.language = .zh
        #expect(TextAnswerRenderer.render(empty).contains("不会触发任何回调。"))
        #expect(MarkdownAnswerRenderer.render(empty).contains("_不会触发任何回调。_"))
    }

    @Test func notUnderstoodListsSuggestions() {
        let reply = NotUnderstoodAnswer(
            question: "q", language: .en, reason: "No trigger.", recognized: ["context x"], suggestions: ["a", "b"])
        #expect(TextAnswerRenderer.render(.notUnderstood(reply)) == "No trigger.\nRecognized: context x\nDid you mean:\n  - a\n  - b\n")
    }
}
