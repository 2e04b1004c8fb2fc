import LifecycleModel

/// A rule's Swift or Objective-C example with its `↓` markers taken out: the code and the places (line,
/// column) a finding must point at, so every example proves its rule, as the trace examples do.
public struct LintExample: Sendable {
    public let code: String
    /// `example.m` for an Objective-C example (one with an `@implementation` or `@interface`), else `example.swift`.
    public let file: String
    public let marked: [Position]

    /// A 1-based line and UTF-8 column, as the compiler and swift-syntax count them.
    public struct Position: Hashable, Sendable, Comparable, CustomStringConvertible {
        public let line: Int
        public let column: Int

        public static func < (lhs: Position, rhs: Position) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }
        public var description: String { "\(line):\(column)" }
    }

    public init(_ example: String) {
        var lines: [String] = []
        var marked: [Position] = []
        for (index, line) in example.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var text = String(line)
            while let marker = text.firstIndex(of: "↓") {
                marked.append(Position(line: index + 1, column: text[..<marker].utf8.count + 1))
                text.remove(at: marker)
            }
            lines.append(text)
        }
        code = lines.joined(separator: "\n")
        self.marked = marked
        file = code.contains("@implementation") || code.contains("@interface") ? "example.m" : "example.swift"
    }

    /// What is wrong when `rule` does not report exactly at the marked places (none for a conforming
    /// example), or nil when the example holds.
    public func mismatch(linter: Linter, rule: String) -> String? {
        let reported = linter.lint(source: code, file: file).filter { $0.category == rule }
            .compactMap { diagnostic in
                diagnostic.location.flatMap { location in
                    location.line.map { Position(line: $0, column: location.column ?? 0) }
                }
            }
            .sorted()
        guard reported != marked.sorted() else { return nil }
        return "reports \(reported) but marks \(marked.sorted())"
    }
}
