import LifecycleTraceGenerator
import Testing

@testable import LifecycleCheck

/// Memory follows the live objects, never the length of the trace: objects that end in `dealloc` give
/// back their slot, their names and their row of monitor state, and a report still names them.
@Suite struct MemoryBoundTests {
    /// `lives` controller lives, `live` of them interleaved at a time, each ending in dealloc, in the
    /// log shapes of real traces (the benchmark's five).
    static func trace(lives: Int, live: Int) -> [UInt8] {
        let callbacks = ["initWithNibName:bundle:", "viewDidLoad", "viewWillAppear:", "viewDidAppear:", "viewWillDisappear:", "dealloc"]
        var text = ""
        for first in stride(from: 0, to: lives, by: live) {
            for callback in callbacks {
                for object in first..<min(lives, first + live) {
                    let name = "Screen\(object)ViewController"
                    let address = "0x7fa1" + String(object &* 2_654_435_761 & 0xffff_ffff, radix: 16)
                    switch object % 5 {
                    case 0: text += "-[\(name) \(callback)]\n"
                    case 1: text += "2024-05-01 10:00:00.123456+0800 Demo[1:2] <Demo.\(name): \(address)> \(callback)\n"
                    case 2: text += "<Demo.\(name): \(address)> \(callback)\n"
                    case 3: text += " 2024-05-01 10:00:00.123 Demo[1:2] -[\(name) \(callback)] \(address)\n"
                    default: text += "vc\(object) \(callback)\n"
                    }
                }
            }
        }
        return Array(text.utf8)
    }

    /// Reads a trace in small chunks and returns the most slots and names the reader held at once.
    static func peakTracked(_ bytes: [UInt8]) throws -> (slots: Int, names: Int, objects: Int, events: Int) {
        var reader = TraceReader(vocabulary: KnowledgeFixture.vocabulary)
        var peak = (slots: 0, names: 0)
        try bytes.withUnsafeBufferPointer { bytes in
            for start in stride(from: 0, to: bytes.count, by: 4096) {
                try reader.read(UnsafeBufferPointer(rebasing: bytes[start..<min(bytes.count, start + 4096)])) { _ in }
                peak = (max(peak.slots, reader.trackedCounts.slots), max(peak.names, reader.trackedCounts.names))
            }
        }
        try reader.finish { _ in }
        return (peak.slots, peak.names, reader.objectCount, reader.eventCount)
    }

    @Test func theReaderHoldsTheLiveObjectsWhateverTheNumberOfLives() throws {
        let short = try Self.peakTracked(Self.trace(lives: 500, live: 100))
        let long = try Self.peakTracked(Self.trace(lives: 20_000, live: 100))
        #expect(short.objects == 500 && long.objects == 20_000)
        #expect(long.events == 20_000 * 6)
        // A chunk can finish one batch of lives and start the next, so up to two batches are live.
        #expect(long.slots <= 2 * 100 + 1 && long.names <= 2 * 2 * 100 + 2)
        #expect(long.slots <= short.slots + 1 && long.names <= short.names + 2)
    }

    @Test func aCheckKeepsRowsForTheLiveObjectsAndNamesOnlyWhatItReports() throws {
        let engine = KnowledgeFixture.engine
        var sink = SessionSink(session: try engine.makeSession(CheckOptions()))
        var reader = TraceReader(vocabulary: engine.vocabulary)
        try reader.readRaw(bytes: Self.trace(lives: 20_000, live: 100), into: &sink)
        #expect(sink.session.rowCount <= 2 * 100 + 1)
        #expect(sink.session.finish(rules: engine.rules, remaining: reader.remainingObjects).isEmpty)
        #expect(sink.session.nameCount == 0)
    }

    @Test func aViolationNamesItsObjectAsItWasLastNamedThoughItWasReleasedLongBefore() throws {
        let text = """
            -[FeedViewController viewDidAppear:]
            -[FeedViewController viewDidAppear:]
            <Demo.FeedViewController: 0x7fa1c0d05e70> viewWillDisappear:
            <Demo.FeedViewController: 0x7fa1c0d05e70> dealloc

            """ + String(decoding: Self.trace(lives: 2_000, live: 50), as: UTF8.self)
        let report = try KnowledgeFixture.engine.check(text: text)
        let duplicate = report.violations.filter { $0.rule == "appearance.duplicate" }
        #expect(duplicate.map(\.line) == [2])
        #expect(duplicate.map(\.object) == ["<FeedViewController: 0x7fa1c0d05e70>"])
    }
}

/// The same bound on traces generated from the model: apps that close at the end of each round give
/// back everything, in every shape.
@Suite struct GeneratedMemoryBoundTests {
    @Test(arguments: [LogShape.prettyFunctionSelf, .nestedCanonical])
    func roundsOfAppsKeepTheReaderBounded(_ shape: LogShape) throws {
        func peak(rounds: Int) throws -> (slots: Int, names: Int) {
            var text = ""
            for round in 0..<rounds {
                let events = TraceGenerator(apps: 20, scenariosPerApp: 12, seed: UInt64(round + 1), firstNumber: round * 20_000).events()
                text += TraceGenerator.render(events, in: shape).text
            }
            let tracked = try MemoryBoundTests.peakTracked(Array(text.utf8))
            return (tracked.slots, tracked.names)
        }
        let short = try peak(rounds: 2)
        let long = try peak(rounds: 12)
        #expect(long.slots <= short.slots * 2, "\(short) → \(long)")
        #expect(long.names <= short.names * 2, "\(short) → \(long)")
    }

    @Test(arguments: [LogShape.prettyFunctionSelf, .nestedCanonical])
    func theSessionKeepsRowsForTheLiveObjects(_ shape: LogShape) throws {
        func rows(rounds: Int) throws -> (rows: Int, names: Int) {
            let engine = KnowledgeFixture.engine
            var sink = SessionSink(session: try engine.makeSession(CheckOptions()))
            var reader = TraceReader(vocabulary: engine.vocabulary)
            for round in 0..<rounds {
                let events = TraceGenerator(apps: 20, scenariosPerApp: 12, seed: UInt64(round + 1), firstNumber: round * 20_000).events()
                try reader.readRaw(bytes: Array(TraceGenerator.render(events, in: shape).text.utf8), into: &sink)
            }
            return (sink.session.rowCount, sink.session.nameCount)
        }
        // Each round drafts for gated checks whose gate never opens (the generator logs no addSubview:);
        // 70 rounds draft more than a gated check may hold.
        let short = try rows(rounds: 2)
        let long = try rows(rounds: 70)
        #expect(long.rows <= short.rows * 2, "\(short) → \(long)")
        #expect(long.names <= CheckSession.heldWhileGated + short.names, "\(short) → \(long)")
    }
}
