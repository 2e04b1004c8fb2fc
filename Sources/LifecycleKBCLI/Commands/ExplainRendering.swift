import ArgumentParser
import Foundation
import LifecycleCLISupport
import LifecycleCheck
import LifecycleKB
import LifecycleModel

/// `check --explain FILE…`: each file's `LogExplanation` as text for people, JSON for scripts, or
/// Markdown with a Mermaid sequence diagram whose notes mark the scenarios, their departures and the
/// findings.
enum ExplainRendering {
    /// Explains and prints the files; the exit code follows the findings, as `check`'s does.
    static func explain(_ files: [String], format: OutputFormat, db: String?) throws {
        let explainer = LogExplainer(knowledge: try StoreOptions.knowledge(db), engine: try StoreOptions.ruleEngine(db))
        var explanations: [LogExplanation] = []
        var worst = ExitStatus.success
        for file in files {
            do {
                if file == "-" {
                    explanations.append(
                        try explainer.explain(bytes: Array(FileHandle.standardInput.readDataToEndOfFile()), file: "<stdin>"))
                } else {
                    try TraceInputError.requireReadable(file)
                    explanations.append(try explainer.explain(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: file))), file: file))
                }
            } catch {
                worst = max(worst, CommandFailure.report(error))
            }
        }
        guard !explanations.isEmpty else { throw ExitCode(worst) }
        switch format {
        case .json: JSONOutput.print(explanations)
        case .markdown:
            // Several logs sit under one title, as check's Markdown report puts its files.
            let several = explanations.count > 1
            let title = several ? Markdown.heading(1, "\(explanations.count) logs explained") + "\n" : ""
            Terminal.write(title + explanations.map { markdown($0, level: several ? 2 : 1) }.joined(separator: "\n"))
        default: Terminal.write(explanations.map(text).joined(separator: "\n"))
        }
        if explanations.contains(where: { $0.violations.contains { $0.severity == .error } }) {
            worst = max(worst, ExitStatus.violationsFound)
        }
        if worst != ExitStatus.success { throw ExitCode(worst) }
    }

    /// `app.log: 2 scenarios, 1 departure, 3 unplaced lines`, then one paragraph per scenario.
    static func text(_ explanation: LogExplanation) -> String {
        let departures = explanation.segments.reduce(0) { $0 + $1.departures.count }
        var lines = [
            "\(explanation.file): \(Count.of(explanation.segments.count, "scenario")), \(Count.of(departures, "departure")), "
                + "\(Count.of(explanation.unplacedLines.count, "unplaced line")), \(Count.of(explanation.violations.count, "finding"))"
        ]
        if let last = explanation.explainedUpToLine { lines.append("scenarios read up to line \(last); the findings cover the whole log") }
        for segment in explanation.segments {
            lines.append("")
            lines.append("\(range(segment)): \(segment.scenario) — \(segment.title)")
            lines.append("  matches \(segment.template) (\(segment.recognized) of \(segment.steps) steps)" + alternatives(segment))
            if !segment.roles.isEmpty { lines.append("  " + segment.roles.map { "\($0.role) = \($0.object)" }.joined(separator: ", ")) }
            if segment.departures.isEmpty {
                lines.append("  in UIKit's recorded order")
            }
            for departure in segment.departures {
                lines.append("  departure: expected \(departure.expected); seen \(departure.seen)")
                lines.append("    per \(departure.template): \(departure.sources.joined(separator: ", "))")
            }
        }
        if !explanation.unplacedLines.isEmpty {
            let label = explanation.unplacedLines.count == 1 ? "line " : "lines "
            lines += ["", "unplaced: " + label + explanation.unplacedLines.map(String.init).joined(separator: ", ")]
        }
        for violation in explanation.violations {
            lines.append(
                "\(explanation.file):\(violation.line):\(violation.column): \(violation.severity.rawValue): [\(violation.rule)] \(violation.message)"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A heading, a table of the scenarios, the departures, the unplaced lines and the findings, then
    /// the sequence diagram.
    static func markdown(_ explanation: LogExplanation, level: Int) -> String {
        var out = Markdown.heading(level, Markdown.inline(explanation.file)) + "\n"
        if let last = explanation.explainedUpToLine { out += "Scenarios read up to line \(last); the findings cover the whole log.\n\n" }
        let rows = explanation.segments.map { segment in
            [
                range(segment), segment.scenario, segment.title, segment.template, "\(segment.recognized)/\(segment.steps)",
                segment.departures.isEmpty ? "in order" : "\(segment.departures.count)",
            ]
        }
        out += MarkdownTable.render(header: ["lines", "scenario", "title", "matches", "steps", "departures"], rows: rows) + "\n"
        for segment in explanation.segments {
            for departure in segment.departures {
                out +=
                    "- \(range(segment)) \(Markdown.code(segment.scenario)): expected \(Markdown.inline(departure.expected)); seen "
                    + "\(Markdown.inline(departure.seen)) (\(departure.sources.map(Markdown.code).joined(separator: ", ")))\n"
            }
        }
        if !explanation.unplacedLines.isEmpty {
            out += "\n**Unplaced lines:** " + explanation.unplacedLines.map(String.init).joined(separator: ", ") + "\n"
        }
        for violation in explanation.violations {
            out +=
                "- line \(violation.line): \(Markdown.code(violation.rule)) \(Markdown.inline(violation.message)) (\(Markdown.inline(violation.object)))\n"
        }
        return out + "\n" + Markdown.fenced(mermaid(explanation), language: "mermaid")
    }

    /// The log as a Mermaid `sequenceDiagram`: UIKit (or the app's code, for explicit calls) calls each
    /// object; a note opens every scenario and marks every departure and finding.
    static func mermaid(_ explanation: LogExplanation) -> String {
        var participants: [String: String] = [:]
        var lines = ["sequenceDiagram", "    participant UIKit", "    participant App as \"app code\""]
        func lane(_ object: String) -> String {
            if let known = participants[object] { return known }
            let name = "P\(participants.count + 1)"
            participants[object] = name
            lines.append("    participant \(name) as \"\(MermaidText.escape(object))\"")
            return name
        }
        var body: [String] = []
        var opened: Set<Int> = []
        let departures = Dictionary(
            explanation.segments.flatMap { segment in segment.departures.map { ($0.lines[0], $0) } },
            uniquingKeysWith: { first, _ in first })
        let findings = Dictionary(grouping: explanation.violations, by: \.line)
        for event in explanation.events {
            let target = lane(event.object)
            if let index = event.segment, opened.insert(index).inserted {
                let segment = explanation.segments[index]
                let over = Array(Set(segment.roles.map { lane($0.object) })).sorted().joined(separator: ",")
                body.append("    Note over \(over.isEmpty ? target : over): " + MermaidText.escape("\(range(segment)) \(segment.scenario)"))
            }
            body.append("    \(event.isCall ? "App" : "UIKit")->>\(target): " + MermaidText.escape("\(event.message) (line \(event.line))"))
            if let departure = departures[event.line] {
                body.append("    Note right of \(target): " + MermaidText.escape("departure: expected \(departure.expected)"))
            }
            for violation in findings[event.line] ?? [] {
                body.append("    Note right of \(target): " + MermaidText.escape("[\(violation.rule)] \(violation.message)"))
            }
        }
        return (lines + body).joined(separator: "\n") + "\n"
    }

    private static func range(_ segment: LogExplanation.Segment) -> String {
        segment.firstLine == segment.lastLine ? "line \(segment.firstLine)" : "lines \(segment.firstLine)–\(segment.lastLine)"
    }

    private static func alternatives(_ segment: LogExplanation.Segment) -> String {
        segment.alternatives.isEmpty ? "" : "; as well: " + segment.alternatives.joined(separator: ", ")
    }
}
