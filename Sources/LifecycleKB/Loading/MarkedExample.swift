import LifecycleCheck

/// A rule example with its `↓` markers taken out: the trace text and the lines a violation must be
/// reported at, so an example proves its rule (as in SwiftLint's triggering examples).
struct MarkedExample {
    let text: String
    let markedLines: [Int]

    init(_ example: String) {
        var lines: [String] = []
        var marked: [Int] = []
        for (index, line) in example.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.contains("↓") {
                marked.append(index + 1)
                lines.append(line.replacingOccurrences(of: "↓", with: ""))
            } else {
                lines.append(String(line))
            }
        }
        text = lines.joined(separator: "\n")
        markedLines = marked
    }

    /// What is wrong when the rule does not report exactly where the example says, or nil.
    func mismatch(engine: RuleEngine, rule: String, violating: Bool) -> String? {
        guard let report = try? engine.check(text: text, options: CheckOptions(only: [rule])) else { return nil }
        let reported = Set(report.violations.filter { $0.rule == rule }.map(\.line))
        if !violating {
            return reported.isEmpty ? nil : "reports line \(reported.sorted()) but must stay silent"
        }
        if markedLines.isEmpty { return "marks no line with ↓" }
        return reported == Set(markedLines) ? nil : "reports lines \(reported.sorted()) but marks \(markedLines)"
    }
}
