/// A rule example with its `↓` markers taken out: the trace text and the lines a violation must be
/// reported at, so every example proves its rule (SwiftLint's triggering examples), both when the
/// catalog is loaded and in the tests.
public struct RuleExample: Sendable, CustomStringConvertible {
    public let text: String
    public let markedLines: [Int]

    /// Reads an example; a `↓` as the first character after the indentation marks the line.
    public init(_ example: String) {
        var lines: [String] = []
        var marked: [Int] = []
        for (index, line) in example.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let indentation = line.prefix { $0 == " " || $0 == "\t" }
            let rest = line.dropFirst(indentation.count)
            if rest.hasPrefix("↓") {
                marked.append(index + 1)
                lines.append(String(indentation + rest.dropFirst()))
            } else {
                lines.append(String(line))
            }
        }
        text = lines.joined(separator: "\n")
        markedLines = marked
    }

    public var description: String { text }

    /// What is wrong when `rule` does not report exactly at the marked lines (none for a conforming
    /// example), or nil when the example holds.
    public func mismatch(engine: RuleEngine, rule: String, violating: Bool) throws -> String? {
        let report = try engine.check(text: text, options: CheckOptions(only: [rule]))
        let reported = report.violations.filter { $0.rule == rule }.map(\.line)
        if violating && markedLines.isEmpty { return "a violating example must mark its lines with ↓" }
        guard reported != markedLines else { return nil }
        return violating
            ? "the rule reports \(Self.lines(reported)) of the example, but ↓ marks \(Self.lines(markedLines)); mark each line it reports, no other"
            : "the rule reports \(Self.lines(reported)) of the example, which must stay silent"
    }

    /// `no line`, `line 2`, `lines 2, 5`: line numbers within the example.
    private static func lines(_ numbers: [Int]) -> String {
        numbers.isEmpty ? "no line" : (numbers.count == 1 ? "line " : "lines ") + numbers.map(String.init).joined(separator: ", ")
    }
}
