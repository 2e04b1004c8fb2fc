import Foundation
import LifecycleCheck
import LifecycleTraceGenerator
import Testing

/// Logs as people paste them: the same trace kept in `//` comments, quoted, listed, numbered, in code
/// spans, emphasised, or with a comma or a remark after each line gives the same findings as the
/// bare trace (`LineWrappers`), for generated valid and faulty traces of every log shape.
@Suite struct LineWrapperTests {
    /// One way of wrapping a line: a marker before it (after which the line keeps its indentation),
    /// or something around its content (its indentation stays in front).
    struct Wrapper: Sendable, CustomTestStringConvertible {
        let name: String
        let wrap: @Sendable (_ line: String, _ number: Int) -> String
        var testDescription: String { name }

        static func before(_ marker: String) -> Wrapper {
            Wrapper(name: "'\(marker)…'") { line, _ in marker + line }
        }

        static func around(_ name: String, _ open: String, _ close: String) -> Wrapper {
            Wrapper(name: name) { line, _ in
                let indentation = line.prefix { $0 == " " }
                return indentation + open + line.dropFirst(indentation.count) + close
            }
        }
    }

    static let wrappers: [Wrapper] = [
        .before("// "), .before("//"), .before("/// "), .before("> "), .before("> > "), .before("- "), .before("* "), .before("+ "),
        .before("• "), .before("> - "), .before("    // "),
        Wrapper(name: "'N. …'") { line, number in "\(number). " + line },
        Wrapper(name: "'N) …'") { line, number in "\(number)) " + line },
        .around("code span", "`", "`"), .around("emphasis", "*", "*"), .around("strong", "**", "**"), .around("underscores", "_", "_"),
        .around("code span in a list", "- `", "`"), .around("trailing comma", "", ","), .around("trailing period", "", "."),
        .around("trailing remark", "", " again"), .around("emphasised remark", "", " *again*"),
        .around("remark in parentheses", "", " (twice)"),
        .around("arrow note", "", " ← called here"), .around("ASCII arrow note", "", " <- called here"),
        .around("full-width comma", "", "，"),
    ]

    static func wrapped(_ text: String, _ wrapper: Wrapper) -> String {
        text.split(separator: "\n").enumerated().map { wrapper.wrap(String($1), $0 + 1) }.joined(separator: "\n") + "\n"
    }

    static func findings(_ text: String) throws -> [String] {
        findings(of: try KnowledgeFixture.engine.check(text: text, file: "pasted.log"))
    }

    static func findings(of report: CheckReport) -> [String] {
        report.violations.map { "\($0.line): [\($0.rule)] \($0.object)" }
    }

    /// A generated trace in one shape, with what checking the bare text gives: the same for every
    /// wrapper, so each is checked once per test run instead of once per wrapper (that was half of
    /// this target's time).
    struct BareTrace: Sendable {
        let label: String
        let text: String
        let findings: [String]
        let events: Int
        let objects: Int
    }

    static func bare(_ label: String, _ text: String) -> BareTrace? {
        guard let report = try? KnowledgeFixture.engine.check(text: text, file: "pasted.log") else { return nil }
        return BareTrace(label: label, text: text, findings: findings(of: report), events: report.events, objects: report.objects)
    }

    /// Two seeds' valid traces in every shape.
    static let validTraces: [BareTrace?] = GeneratedTraceTests.seeds.prefix(2).flatMap { seed in
        let events = TraceGenerator(apps: 5, scenariosPerApp: 5, seed: seed).events()
        return LogShape.allCases.map { shape in bare("seed \(seed), \(shape)", TraceGenerator.render(events, in: shape).text) }
    }

    /// Per seed (two of them), the traces with each fault, in every shape the fault shows in.
    static let faultyTraces: [[BareTrace?]] = GeneratedTraceTests.seeds.prefix(2).map { seed in
        Fault.allCases.flatMap { fault -> [BareTrace?] in
            var random = SeededGenerator(seed: seed)
            var events = TraceGenerator(apps: 5, scenariosPerApp: 5, seed: seed).events()
            guard fault.inject(into: &events, using: &random) != nil else { return [] }
            return LogShape.allCases.filter { fault.isVisible(in: $0) }.map { shape in
                bare("seed \(seed), \(shape), \(fault)", TraceGenerator.render(events, in: shape).text)
            }
        }
    }

    @Test(arguments: wrappers)
    func aWrappedValidTraceIsStillCleanWithEveryObject(_ wrapper: Wrapper) throws {
        for trace in Self.validTraces {
            let trace = try #require(trace, "a bare valid trace could not be checked")
            let report = try KnowledgeFixture.engine.check(text: Self.wrapped(trace.text, wrapper))
            #expect(report.violations.isEmpty, "\(trace.label): \(GeneratedTraceTests.describe(report.violations))")
            #expect(report.events == trace.events && report.objects == trace.objects, "\(trace.label)")
        }
    }

    /// Each wrapper takes one seed's faulty traces, the wrappers taking turns: every wrapper meets
    /// every fault in every shape, and both seeds are used, at half the cost (this was the suite's
    /// longest test).
    @Test(arguments: wrappers)
    func aWrappedFaultyTraceHasTheFindingsOfTheBareOne(_ wrapper: Wrapper) throws {
        let turn = try #require(Self.wrappers.firstIndex { $0.name == wrapper.name })
        for trace in Self.faultyTraces[turn % Self.faultyTraces.count] {
            let trace = try #require(trace, "a bare faulty trace could not be checked")
            #expect(!trace.findings.isEmpty, "\(trace.label)")
            #expect(try Self.findings(Self.wrapped(trace.text, wrapper)) == trace.findings, "\(trace.label)")
        }
    }

    /// Wrapping changes nothing about what a line is: narration that only mentions a method is not an
    /// event, wrapped or not, and a UIKit message in a comment is still UIKit's message.
    @Test(arguments: [
        ("manually call beginAppearanceTransition:YES below", 0),
        ("// manually call beginAppearanceTransition:YES below", 0),
        ("- viewWillAppear and viewDidAppear are called", 0),
        ("/* FullScreen Present */", 0),
        ("# vc1 viewDidLoad", 0),
        ("// vc1 viewDidLoad", 1),
        ("4. `SingleSubredditViewController` calls `viewDidAppear` *again*", 1),
        ("1. `SingleSubredditViewController` calls `viewDidAppear`,", 1),
        ("> **vc1 viewDidLoad**", 1),
        ("```", 0),
        ("//", 0),
        ("> ", 0),
        ("Home.viewDidAppear(_:) (again)", 1),
    ])
    func wrappersAreTakenOffButNarrationStaysNarration(_ line: String, _ events: Int) throws {
        #expect(try KnowledgeFixture.events(line).events.count == events)
    }

    @Test func aLogKeptInCommentsStillHasItsFindings() throws {
        let log = """
            //2015-12-27 18:33:42.894 LeanChat[544:238601] Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.
            //2015-12-27 18:33:45.848 LeanChat[544:238601] nested pop animation can result in corrupted navigation bar
            //2015-12-27 18:33:45.878 LeanChat[544:238601] *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Can't add self as subview'
            """
        let report = try KnowledgeFixture.engine.check(text: log)
        #expect(report.violations.map(\.line) == [1, 2, 3])
        #expect(Set(report.violations.map(\.rule)) == ["navigation.nested-transition"])
    }

    /// Slide-iOS #266 as its author listed it: the fourth line repeats the first controller's
    /// viewDidAppear, with a trailing comma on two lines and an emphasised remark on the last.
    @Test func aPastedListWithRemarksFindsTheRepeat() throws {
        let list = """
            1. `SingleSubredditViewController` calls `viewDidAppear`,
            2. `MainViewController` calls `viewDidAppear`,\u{20}
            3. `ColorMuxPagingViewController` calls `viewDidAppear`
            4. `SingleSubredditViewController` calls `viewDidAppear` *again*
            """
        let report = try KnowledgeFixture.engine.check(text: list)
        #expect(report.events == 4)
        #expect(report.violations.map { "\($0.line) \($0.rule) \($0.object)" } == ["4 appearance.duplicate SingleSubredditViewController"])
    }
}
