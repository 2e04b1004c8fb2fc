import LifecycleCheck
import LifecycleTraceGenerator
import Testing

/// Re-checking recorded events (what `traces check` does with a stored trace) on two threads: the
/// same violations as checking the text, across many batches, and a failing source stops it.
@Suite struct RecordedCheckTests {
    struct SourceFailed: Error {}

    static func recorded(_ event: TraceEvent) -> RecordedEvent {
        RecordedEvent(
            line: event.line, column: event.column, sequence: event.sequence, depth: event.depth, parent: event.parent,
            receiver: event.receiver, subject: event.subject, apiIndex: event.apiIndex, warningIndex: event.warningIndex,
            argument: event.argument?.kind, isSuperCall: event.isSuperCall, isExplicitCall: event.isExplicitCall)
    }

    @Test(arguments: [Fault.duplicatedAppearance, .droppedWillAppear, .endWithoutBegin])
    func recordedEventsGiveTheVerdictsOfTheirText(_ fault: Fault) throws {
        var random = SeededGenerator(seed: 7)
        var generated = TraceGenerator(apps: 200, scenariosPerApp: 12, seed: 7).events()
        _ = fault.inject(into: &generated, using: &random)
        let text = TraceGenerator.render(generated, in: .prettyFunctionSelf).text
        let engine = KnowledgeFixture.engine
        var events: [TraceEvent] = []
        let (direct, objects) = try engine.check(bytes: Array(text.utf8), file: "t.log") { events.append($0) }
        #expect(events.count > 3 * 4096, "the events span several batches")
        #expect(!direct.violations.isEmpty)
        var position = 0
        let report = try engine.check(
            recordedBy: {
                defer { position += 1 }
                return position < events.count ? Self.recorded(events[position]) : nil
            },
            object: { objects[$0] }, objects: objects.count, file: "t.log", skippedLines: direct.skippedLines)
        #expect(report.violations == direct.violations)
        #expect(report.events == direct.events)
    }

    @Test func aFailingSourceStopsTheCheck() throws {
        let text = TraceGenerator.render(TraceGenerator(apps: 30, scenariosPerApp: 10, seed: 3).events(), in: .taggedNames).text
        let engine = KnowledgeFixture.engine
        var events: [TraceEvent] = []
        let (_, objects) = try engine.check(bytes: Array(text.utf8), file: "t.log") { events.append($0) }
        var position = 0
        #expect(throws: SourceFailed.self) {
            try engine.check(
                recordedBy: {
                    defer { position += 1 }
                    guard position < events.count / 2 else { throw SourceFailed() }
                    return Self.recorded(events[position])
                },
                object: { objects[$0] }, objects: objects.count, file: "t.log", skippedLines: 0)
        }
    }
}
