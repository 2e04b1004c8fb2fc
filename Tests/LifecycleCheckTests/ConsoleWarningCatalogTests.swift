import Foundation
import LifecycleCheck
import LifecycleModel
import LifecycleTraceGenerator
import Testing

/// UIKit's console messages as knowledge: every warning is documented and reported by one rule, each
/// of its real example lines is read as that warning (never as an event of the method it mentions),
/// and dropped into generated valid traces of every log shape it gives exactly that one finding.
@Suite struct ConsoleWarningCatalogTests {
    /// One example line of one warning, named so a failure says which.
    struct Example: Sendable, CustomTestStringConvertible {
        let warning: ConsoleWarningRecord
        let index: Int
        var line: String { warning.examples[index].line }
        var testDescription: String { "\(warning.id) #\(index + 1)" }
    }

    static let warnings = KnowledgeFixture.warnings
    static let examples = warnings.flatMap { warning in warning.examples.indices.map { Example(warning: warning, index: $0) } }
    static let matcher = try! ConsoleWarningMatcher(warnings: warnings)
    static let rulesByID = Dictionary(uniqueKeysWithValues: KnowledgeFixture.rules.map { ($0.id, $0) })

    @Test func everyWarningIsDocumentedWithCausesFixExamplesAndItsRule() {
        #expect(Self.warnings.count >= 19)
        let sources = Set(KnowledgeFixture.bundle.knowledge.sources.map(\.id))
        for warning in Self.warnings {
            for text in [warning.summary, warning.fix] + warning.causes {
                #expect(!text.en.isEmpty && text.zh.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(warning.id)")
            }
            #expect(!warning.causes.isEmpty && !warning.examples.isEmpty, "\(warning.id)")
            #expect(Set(warning.examples.map(\.source)).isSubset(of: Set(warning.sources)), "\(warning.id) cites its examples' pages")
            #expect(Set(warning.sources).isSubset(of: sources), "\(warning.id)")
            let rule = warning.rule.flatMap { Self.rulesByID[$0] }
            #expect(rule?.consoleWarnings.contains(warning.id) == true, "\(warning.id) is reported by \(warning.rule ?? "no rule")")
        }
    }

    /// Alone in a trace, a line is its warning's one finding, on its first line, on the object the
    /// message names.
    @Test(arguments: examples)
    func anExampleLineIsItsWarningsOneFinding(_ example: Example) throws {
        let match = try #require(Self.matcher.match(line: example.line), "not read as a warning")
        #expect(match.warning.id == example.warning.id)
        let report = try KnowledgeFixture.engine.check(text: example.line)
        #expect(report.violations.map(\.rule) == [example.warning.rule], "\(report.violations.map { "\($0.line): \($0.rule)" })")
        #expect(report.violations.first?.line == 1)
        #expect(report.violations.first?.object == (match.object ?? "controller"))
        #expect(report.events == 1, "a warning line is one event, never a call of the method it mentions")
    }

    /// Every pattern has an example; an example is never read as another warning.
    @Test func everyPatternHasAnExampleAndExamplesDoNotOverlap() throws {
        for warning in Self.warnings {
            let alone = try ConsoleWarningMatcher(warnings: [warning])
            let patterns = warning.patterns.enumerated().map { index, pattern in
                (
                    pattern,
                    try! ConsoleWarningMatcher(warnings: [
                        ConsoleWarningRecord(id: "\(index)", patterns: [pattern], summary: warning.summary, sources: [])
                    ])
                )
            }
            for (pattern, matcher) in patterns {
                // A pattern without `{object}` is the fallback for a line the one before it cannot read.
                #expect(warning.examples.contains { matcher.match(line: $0.line) != nil }, "\(warning.id): '\(pattern)' has no example")
            }
            for example in warning.examples { #expect(alone.match(line: example.line) != nil) }
        }
    }

    @Test func aQuestionQuotingAMessageNamesItsWarning() {
        #expect(
            Self.matcher.mention(in: "why do I get Unbalanced calls to begin/end appearance transitions?")?.warning.id
                == "unbalanced-appearance-transitions")
        #expect(
            Self.matcher.mention(in: "what does whose view is not in the window hierarchy mean")?.warning.id == "present-view-not-in-window"
        )
        #expect(Self.matcher.mention(in: "what fires when addChild(_:) is called") == nil)
        #expect(Self.matcher.mention(in: "why is my view not in the window") == nil)
    }

    /// Warning lines dropped between events of a valid generated trace, every example at its own
    /// random place, in every log shape: the trace's findings are exactly theirs, each with its rule,
    /// its line and the object it names. One trace holds them all, so the examples are checked together
    /// (each against the others too) at the cost of one check per shape and seed.
    @Test(arguments: LogShape.allCases)
    func exampleLinesInGeneratedTracesAreExactlyTheirFindings(_ shape: LogShape) throws {
        for seed in GeneratedTraceTests.seeds {
            var random = SeededGenerator(seed: seed)
            let events = TraceGenerator(apps: 6, scenariosPerApp: 6, seed: seed).events()
            let (text, starts) = TraceGenerator.render(events, in: shape)
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.removeLast()
            let places = Array(Set(starts)).sorted().shuffled(using: &random).prefix(Self.examples.count).sorted()
            try #require(places.count == Self.examples.count, "seed \(seed), \(shape): too few events for the examples")
            var expected: [String] = []
            var placed: [String] = []
            // In place order, each example pushes the later ones down a line.
            for (inserted, (example, start)) in zip(Self.examples.shuffled(using: &random), places).enumerated() {
                let at = start - 1 + inserted
                lines.insert(example.line, at: at)
                let object = Self.matcher.match(line: example.line)?.object ?? "controller"
                expected.append("\(at + 1): [\(example.warning.rule ?? "no rule")] \(object)")
                placed.append("\(example.testDescription) at \(at + 1)")
            }
            let report = try KnowledgeFixture.engine.check(text: lines.joined(separator: "\n"), file: "generated.log")
            let found = report.violations.map { "\($0.line): [\($0.rule)] \($0.object)" }
            #expect(found == expected, "seed \(seed), \(shape), \(placed): found \(GeneratedTraceTests.describe(report.violations))")
        }
    }
}
