import Testing

@testable import LifecycleAsk

/// Wrapping keeps every line within the width, at spaces in English and between characters in
/// Chinese, with continuation lines under the text of a list item; no width means no wrapping.
@Suite struct TextWrappingTests {
    func columns(_ line: Substring) -> Int {
        line.reduce(0) { $0 + TextWrapping.columns($1) }
    }

    @Test func englishBreaksAtSpacesUnderTheListText() {
        let text = "  1. child: willMoveToParentViewController: — immediately and then some more words to wrap here"
        let wrapped = TextWrapping.wrap(text, width: 40)
        let lines = wrapped.split(separator: "\n")
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { columns($0) <= 40 })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("     ") && !$0.hasPrefix("      ") })
        #expect(wrapped.split(whereSeparator: { $0 == " " || $0 == "\n" }) == text.split(separator: " "))
    }

    @Test func chineseCountsTwoColumnsAndBreaksBetweenCharacters() {
        let text = String(repeating: "视图控制器显示", count: 10)
        let lines = TextWrapping.wrap(text, width: 30).split(separator: "\n")
        #expect(lines.allSatisfy { columns($0) <= 30 })
        #expect(lines.joined() == text)
    }

    @Test func noWidthOrShortLinesStayAsTheyAre() {
        let text = "a line\n\n  - another"
        #expect(TextWrapping.wrap(text, width: nil) == text)
        #expect(TextWrapping.wrap(text, width: 80) == text)
        let long = String(repeating: "word ", count: 40)
        #expect(TextWrapping.wrap(long, width: nil) == long)
    }
}
