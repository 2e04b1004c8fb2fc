/// A tiny parser for the Mermaid subset the exporter emits: `sequenceDiagram`, `title …`,
/// `participant X as "…"`, `A->>B: …`, `A-->>B: …`, `Note over A: …` and `Note over A,B: …`.
/// It reports unknown lines, undeclared participants and text that would break Mermaid.
enum MermaidSyntaxChecker {
    private static let identifier = "[A-Za-z_][A-Za-z0-9_]*"

    /// Every problem, as `line N: what`; empty for a diagram Mermaid accepts.
    static func problems(in diagram: String) -> [String] {
        let participant = try! Regex("participant (\(identifier)) as \"([^\"]*)\"")
        let arrow = try! Regex("(\(identifier))(-->>|->>)(\(identifier)): (.*)")
        let note = try! Regex("Note over (\(identifier))(?:,(\(identifier)))?: (.*)")
        var problems: [String] = []
        var declared = Set<String>()
        var sawHeader = false
        for (offset, raw) in diagram.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = raw.drop { $0 == " " }
            func fail(_ message: String) { problems.append("line \(number): \(message)") }
            func use(_ name: Substring) { if !declared.contains(String(name)) { fail("participant '\(name)' is not declared") } }
            if line.isEmpty { continue }
            if !sawHeader {
                if line == "sequenceDiagram" { sawHeader = true } else { fail("expected sequenceDiagram first") }
                continue
            }
            if line.hasPrefix("title ") {
                problems += textProblems(line.dropFirst("title ".count)).map { "line \(number): \($0)" }
            } else if let match = try? participant.wholeMatch(in: line) {
                let name = String(match.output[1].substring!)
                if !declared.insert(name).inserted { fail("participant '\(name)' declared twice") }
                problems += textProblems(match.output[2].substring!).map { "line \(number): \($0)" }
            } else if let match = try? arrow.wholeMatch(in: line) {
                use(match.output[1].substring!)
                use(match.output[3].substring!)
                problems += textProblems(match.output[4].substring!).map { "line \(number): \($0)" }
            } else if let match = try? note.wholeMatch(in: line) {
                use(match.output[1].substring!)
                if let second = match.output[2].substring { use(second) }
                problems += textProblems(match.output[3].substring!).map { "line \(number): \($0)" }
            } else {
                fail("unknown statement '\(line)'")
            }
        }
        if !sawHeader { problems.append("no sequenceDiagram header") }
        return problems
    }

    /// Text is safe when every `#` starts an entity code (`#35;`, `#quot;`) and nothing else ends the
    /// statement, closes a label, starts a comment or reads as HTML.
    static func textProblems(_ text: Substring) -> [String] {
        var problems: [String] = []
        var rest = text[...]
        while let character = rest.first {
            if character == "#" {
                let body = rest.dropFirst().prefix { $0.isLetter || $0.isNumber }
                let after = rest.dropFirst(1 + body.count)
                guard !body.isEmpty, after.first == ";" else {
                    problems.append("bare '#' in '\(text)'")
                    rest = rest.dropFirst()
                    continue
                }
                rest = after.dropFirst()
                continue
            }
            switch character {
            case ";": problems.append("bare ';' in '\(text)'")
            case "\"": problems.append("unbalanced quote in '\(text)'")
            case "<", ">": problems.append("HTML in '\(text)'")
            case "%" where rest.dropFirst().first == "%": problems.append("'%%' comment in '\(text)'")
            default: break
            }
            rest = rest.dropFirst()
        }
        return problems
    }
}
