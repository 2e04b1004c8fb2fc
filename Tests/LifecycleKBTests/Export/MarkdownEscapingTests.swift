import LifecycleCheck
import LifecycleModel
import Testing

@testable import LifecycleKB

/// User and knowledge text cannot break a table or a paragraph: pipes, newlines, backticks and HTML are neutralised.
@Suite struct MarkdownEscapingTests {
    @Test func cellsEscapePipesAndJoinLines() {
        #expect(Markdown.cell("a | b") == "a \\| b")
        #expect(Markdown.cell("one\ntwo\r\nthree") == "one two three")
    }

    @Test func backticksEmphasisAndLinksAreEscaped() {
        #expect(Markdown.inline("`code` *em* _u_ [l](x) \\") == "\\`code\\` \\*em\\* \\_u\\_ \\[l\\](x) \\\\")
    }

    @Test func htmlIsDefused() {
        #expect(Markdown.inline("<script>alert(1)</script> & co") == "&lt;script&gt;alert(1)&lt;/script&gt; &amp; co")
    }

    @Test func codeSpansSurviveBackticksPipesAndNewlines() {
        #expect(Markdown.code("a`b") == "``a`b``")
        #expect(Markdown.code("`x`") == "`` `x` ``")
        #expect(Markdown.code("a|b\nc") == "`a\\|b c`")
    }

    @Test func aHostileRuleStaysOneTableRow() {
        let text = Bilingual(en: "x | y\n<b>`z`</b>", zh: "甲 | 乙")
        let rule = RuleRecord(
            id: "team.hostile|id", severity: .warning, summary: text, rationale: text, fix: text, sources: ["s|1"],
            checks: [], examples: .init(conforming: [], violating: []))
        let markdown = RulesMarkdown.table([rule])
        let lines = markdown.split(separator: "\n")
        #expect(lines.count == 3)
        let row = String(lines[2])
        let unescapedPipes = zip(row, [" "] + Array(row)).filter { $0.0 == "|" && $0.1 != "\\" }.count
        #expect(unescapedPipes == 6)
        #expect(!row.contains("<b>"))
        #expect(row.contains("\\`z\\`"))
    }
}
