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

    /// A warning line dropped between two events of a valid generated trace, in every log shape, is
    /// the trace's only finding: its rule, its line, the object it names.
    @Test(arguments: LogShape.allCases)
    func exampleLinesInGeneratedTracesAreExactlyTheirFindings(_ shape: LogShape) throws {
        for seed in GeneratedTraceTests.seeds {
            var random = SeededGenerator(seed: seed)
            let events = TraceGenerator(apps: 6, scenariosPerApp: 6, seed: seed).events()
            let (text, starts) = TraceGenerator.render(events, in: shape)
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            lines.removeLast()
            for example in Self.examples {
                let at = starts.randomElement(using: &random)! - 1
                var traced = lines
                traced.insert(example.line, at: at)
                let report = try KnowledgeFixture.engine.check(text: traced.joined(separator: "\n"), file: "generated.log")
                let context = "seed \(seed), \(shape), \(example.testDescription): \(GeneratedTraceTests.describe(report.violations))"
                guard report.violations.count == 1, let found = report.violations.first else {
                    Issue.record("expected one finding, \(context)")
                    continue
                }
                #expect(found.rule == example.warning.rule && found.line == at + 1, "\(context)")
                #expect(found.object == (Self.matcher.match(line: example.line)?.object ?? "controller"), "\(context)")
            }
        }
    }
}
