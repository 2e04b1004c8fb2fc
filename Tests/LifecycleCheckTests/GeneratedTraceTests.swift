import Foundation
import LifecycleCheck
import LifecycleTraceGenerator
import Testing

/// Properties of the checker on traces generated from the model of UIKit: whole scenarios of
/// hundreds of interleaved controllers, written in every log shape. Fixed seeds, plus one random seed
/// printed with every failure so it can be replayed (`.ci/properties` runs many more).
@Suite struct GeneratedTraceTests {
    /// Fixed seeds, and random ones: one by default, `PROPERTY_SEEDS` of them in a campaign (`.ci/properties`).
    static let seeds: [UInt64] = {
        let extra = Int(ProcessInfo.processInfo.environment["PROPERTY_SEEDS"] ?? "") ?? 1
        return [1, 2, 3, 42] + (0..<max(1, extra)).map { _ in UInt64.random(in: 1...UInt64.max) }
    }()

    static func check(_ text: String) throws -> CheckReport {
        try KnowledgeFixture.engine.check(text: text, file: "generated.log")
    }

    static func describe(_ violations: [Violation]) -> String {
        violations.map { "\($0.line): [\($0.rule)] \($0.object)" }.joined(separator: "; ")
    }

    @Test(arguments: LogShape.allCases)
    func aValidTraceHasNoViolationAndEveryObject(_ shape: LogShape) throws {
        for seed in Self.seeds {
            let events = TraceGenerator(apps: 30, scenariosPerApp: 8, seed: seed).events()
            let report = try Self.check(TraceGenerator.render(events, in: shape).text)
            #expect(report.violations.isEmpty, "seed \(seed), \(shape): \(Self.describe(report.violations))")
            #expect(report.objects == TraceGenerator.distinctObjects(events), "seed \(seed), \(shape)")
            #expect(report.skippedLines == 0, "seed \(seed), \(shape)")
        }
    }

    @Test(arguments: Fault.allCases)
    func oneFaultGivesExactlyItsRuleOnItsLineAndObject(_ fault: Fault) throws {
        for seed in Self.seeds {
            var random = SeededGenerator(seed: seed)
            var events = TraceGenerator(apps: 12, scenariosPerApp: 10, seed: seed).events()
            guard let site = fault.inject(into: &events, using: &random) else {
                Issue.record("seed \(seed): no place for \(fault)")
                continue
            }
            for shape in LogShape.allCases where fault.isVisible(in: shape) {
                let (text, lines) = TraceGenerator.render(events, in: shape)
                let report = try Self.check(text)
                let context = "seed \(seed), \(shape), \(fault): \(Self.describe(report.violations))"
                guard let violation = report.violations.first, report.violations.count == 1 else {
                    Issue.record("expected one violation, \(context)")
                    continue
                }
                #expect(violation.rule == fault.rule, "\(context)")
                #expect(violation.line == lines[site.event] + site.nestedLine, "\(context)")
                #expect(violation.object.contains(site.object.address) || violation.object == site.object.tag, "\(context)")
            }
        }
    }

    /// A log that records every callback (`--complete`) of a valid run is still clean; a pushed
    /// controller (no loadView logged) whose viewDidLoad comes after its viewWillAppear: is reported at
    /// that viewWillAppear: either way, since every shape names its objects and the order of a named
    /// controller's own lines is the evidence (`named_order`).
    @Test(arguments: [LogShape.prettyFunctionSelf, .selfThenFunction, .taggedNames])
    func aNamedControllerLoadedAfterItsAppearanceIsReportedInAnyLog(_ shape: LogShape) throws {
        let complete = CheckOptions(complete: true)
        for seed in Self.seeds {
            var events = TraceGenerator(apps: 12, scenariosPerApp: 10, seed: seed).events()
            let valid = TraceGenerator.render(events, in: shape).text
            let clean = try KnowledgeFixture.engine.check(text: valid, options: complete)
            #expect(clean.violations.isEmpty, "seed \(seed), \(shape): \(Self.describe(clean.violations))")
            // A pushed controller (no loadView logged) whose viewDidLoad moves after its viewWillAppear:.
            guard
                let load = events.indices.first(where: {
                    events[$0].method == .viewDidLoad && events[$0].receiver.className == "DetailViewController"
                }),
                let appear = events[(load + 1)...].firstIndex(where: {
                    $0.receiver == events[load].receiver && $0.method == .viewWillAppear
                })
            else { continue }
            events.insert(events.remove(at: load), at: appear)
            let (text, lines) = TraceGenerator.render(events, in: shape)
            for options in [CheckOptions(), complete] {
                let report = try KnowledgeFixture.engine.check(text: text, options: options)
                let context = "seed \(seed), \(shape), complete: \(options.complete): \(Self.describe(report.violations))"
                #expect(report.violations.map(\.rule) == ["appearance.before-load"], "\(context)")
                #expect(report.violations.first?.line == lines[appear - 1], "\(context)")
            }
        }
    }

    @Test func oneTraceInTwoShapesGetsTheSameVerdicts() throws {
        for seed in Self.seeds {
            var random = SeededGenerator(seed: seed)
            var events = TraceGenerator(apps: 12, scenariosPerApp: 10, seed: seed).events()
            _ = Fault.duplicatedAppearance.inject(into: &events, using: &random)
            _ = Fault.droppedWillAppear.inject(into: &events, using: &random)
            var verdicts: [LogShape: [String]] = [:]
            for shape in LogShape.allCases where !shape.writesSuperCalls {
                let (text, lines) = TraceGenerator.render(events, in: shape)
                let report = try Self.check(text)
                // Lines differ by shape; the event each violation is on does not.
                verdicts[shape] = report.violations.map { violation in
                    "\(violation.rule)@\(lines.lastIndex { $0 <= violation.line } ?? -1)"
                }
            }
            let distinct = Set(verdicts.values)
            #expect(distinct.count == 1, "seed \(seed): \(verdicts)")
        }
    }
}
