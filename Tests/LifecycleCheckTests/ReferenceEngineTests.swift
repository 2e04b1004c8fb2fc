import Foundation
import LifecycleCheck
import LifecycleTraceGenerator
import Testing

/// The real `RuleEngine` against `ReferenceEngine`, its plain twin, on generated traces of every log
/// shape with every fault injected, whole and cut short (so checks that report at the end of the
/// trace have something waiting): the same violations on the same lines and columns, by the same
/// rules, on the same objects; and on every rule example. Fixed seeds, plus one random seed printed
/// with every failure.
@Suite struct ReferenceEngineTests {
    static let seeds: [UInt64] = [1, 2, 3, 42, UInt64.random(in: 1...UInt64.max)]

    static let reference = ReferenceEngine(rules: KnowledgeFixture.rules, vocabulary: KnowledgeFixture.vocabulary)

    /// A generated trace with every fault injected where it finds a place.
    static func faultyEvents(seed: UInt64) -> [ModelEvent] {
        var random = SeededGenerator(seed: seed)
        var events = TraceGenerator(apps: 8, scenariosPerApp: 8, seed: seed).events()
        for fault in Fault.allCases { _ = fault.inject(into: &events, using: &random) }
        return events
    }

    static func findings(of text: String) throws -> [ReferenceEngine.Finding] {
        try KnowledgeFixture.engine.check(text: text).violations.map {
            ReferenceEngine.Finding(line: $0.line, column: $0.column, rule: $0.rule, object: $0.object)
        }.sorted()
    }

    /// The first difference between two sorted lists of findings, for a readable failure.
    static func difference(_ real: [ReferenceEngine.Finding], _ expected: [ReferenceEngine.Finding]) -> String {
        let missing = Set(expected).subtracting(real).sorted().prefix(5)
        let extra = Set(real).subtracting(expected).sorted().prefix(5)
        return "engine lacks \(Array(missing)), engine adds \(Array(extra))"
    }

    @Test(arguments: LogShape.allCases)
    func theEngineAgreesWithTheReference(_ shape: LogShape) throws {
        var rules: Set<String> = []
        for seed in Self.seeds {
            let text = TraceGenerator.render(Self.faultyEvents(seed: seed), in: shape).text
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var random = SeededGenerator(seed: seed)
            let cut = lines.prefix(Int.random(in: (lines.count / 3)...(2 * lines.count / 3), using: &random)).joined(separator: "\n")
            for (name, trace) in [("whole", text), ("cut", cut)] {
                let real = try Self.findings(of: trace)
                let expected = try Self.reference.check(trace)
                #expect(real == expected, "seed \(seed), \(shape), \(name): \(Self.difference(real, expected))")
                rules.formUnion(real.map(\.rule))
            }
        }
        // Not a comparison of two empty lists: the faults and the cuts make several rules report.
        #expect(rules.count >= 3, "\(shape): only \(rules.sorted()) reported")
    }

    /// Every rule's examples, conforming and violating, with every rule enabled: hand-written traces
    /// reach the kinds generated traces do not (console warnings, reentrancy, gates, `super` calls in
    /// every shape).
    @Test func theEngineAgreesWithTheReferenceOnEveryRuleExample() throws {
        var rules: Set<String> = []
        for rule in KnowledgeFixture.rules {
            for example in rule.examples.conforming + rule.examples.violating {
                let text = RuleExample(example).text
                let real = try Self.findings(of: text)
                let expected = try Self.reference.check(text)
                #expect(real == expected, "an example of \(rule.id): \(Self.difference(real, expected))\n\(text)")
                rules.formUnion(real.map(\.rule))
            }
        }
        #expect(rules.count == KnowledgeFixture.rules.filter { !$0.checks.isEmpty }.count, "rules never reported: \(rules.sorted())")
    }

    @Test func theReferenceFindsEachFaultOnItsLine() throws {
        for seed in Self.seeds {
            for fault in Fault.allCases {
                var random = SeededGenerator(seed: seed)
                var events = TraceGenerator(apps: 6, scenariosPerApp: 6, seed: seed).events()
                guard let site = fault.inject(into: &events, using: &random) else { continue }
                let shape = LogShape.allCases.first { fault.isVisible(in: $0) } ?? .nestedCanonical
                let (text, lines) = TraceGenerator.render(events, in: shape)
                let found = try Self.reference.check(text)
                #expect(
                    found.map(\.rule) == [fault.rule] && found.first?.line == lines[site.event] + site.nestedLine,
                    "seed \(seed), \(fault), \(shape): \(found)")
            }
        }
    }
}
