import Foundation
import GRDB
import LifecycleCheck
import LifecycleTraceGenerator
import Testing

@testable import LifecycleKB

/// Re-checking a stored trace streams its events through the same engine as `check` and must give
/// exactly `check`'s verdicts: every scenario and every rule example, stored and re-checked, is
/// compared with checking its text (the plain twin of the streaming path).
@Suite struct StoredTraceTests {
    @Test func recheckingAStoredTraceGivesCheckVerdictsOnEveryScenarioAndRuleExample() throws {
        let store = try KnowledgeStore(path: try TemporaryStore.created())
        let engine = try store.ruleEngine()
        let knowledge = try store.knowledge()
        var texts = knowledge.scenarios.map(\.trace)
        for rule in try store.rules() {
            texts += (rule.rule.examples.conforming + rule.rule.examples.violating).map { RuleExample($0).text }
        }
        var seen: Set<String> = []
        let traces = texts.filter { seen.insert($0).inserted && (try? engine.check(text: $0).events) ?? 0 > 0 }
        #expect(traces.count > 30)
        let imported = try store.importTraces(
            traces.enumerated().map { index, text in
                TraceImport(input: .bytes(Array(text.utf8), name: "trace-\(index).log"))
            })
        for (result, text) in zip(imported, traces) {
            let expected = try engine.check(text: text, file: result.file)
            let stored = try #require(try store.recheckTrace(id: result.traceID, engine: store.ruleEngine()))
            #expect(stored.violations == expected.violations, "\(result.file):\n\(text)")
            #expect(stored.events == expected.events)
        }
    }

    /// Reading ahead on two threads (`StoredEventChunks`) is a fast path; stepping every row on one
    /// thread is its twin. Generated traces, valid and with each fault, in every log shape, are
    /// re-checked and shown both ways with chunks of a random span, down to one event, so that chunk
    /// edges fall everywhere: the reports and the calls shown must be the same.
    @Test func readingAheadInChunksGivesTheOneThreadReportAndCalls() throws {
        let seed = UInt64.random(in: 1...UInt64.max)
        var random = SeededGenerator(seed: seed)
        let store = try KnowledgeStore(path: try TemporaryStore.created())
        let engine = try store.ruleEngine()
        var texts: [String] = []
        for (index, fault) in ([nil] + Fault.allCases.map(Optional.some)).enumerated() {
            var events = TraceGenerator(apps: 3, scenariosPerApp: 6, seed: seed &+ UInt64(index)).events()
            if let fault { _ = fault.inject(into: &events, using: &random) }
            let shape = LogShape.allCases.filter { fault?.isVisible(in: $0) ?? true }.randomElement(using: &random)!
            texts.append(TraceGenerator.render(events, in: shape).text)
        }
        let imported = try store.importTraces(
            texts.enumerated().map { TraceImport(input: .bytes(Array($1.utf8), name: "generated-\($0).log")) })
        for (result, text) in zip(imported, texts) {
            let span = Int.random(in: 1...64, using: &random)
            let twin = try #require(
                try store.recheckTrace(id: result.traceID, engine: engine, options: CheckOptions(), reading: .oneThread))
            let ahead = try #require(
                try store.recheckTrace(id: result.traceID, engine: engine, options: CheckOptions(), reading: .ahead(span: span)))
            #expect(twin.events > 100, "seed \(seed)")
            #expect(ahead.violations == twin.violations, "seed \(seed), span \(span):\n\(text)")
            #expect(ahead.events == twin.events && ahead.objects == twin.objects, "seed \(seed), span \(span)")
            let oneThread = try Self.calls(store, result.traceID, reading: .oneThread)
            #expect(oneThread.count == twin.events, "seed \(seed)")
            #expect(try Self.calls(store, result.traceID, reading: .ahead(span: span)) == oneThread, "seed \(seed), span \(span)")
        }
    }

    /// The calls `traces show` prints for a trace, read as `reading` says.
    static func calls(_ store: KnowledgeStore, _ id: Int64, reading: KnowledgeStore.EventReading) throws -> [StoredCall] {
        var calls: [StoredCall] = []
        _ = try store.streamTraceCalls(
            id: id, header: { _, _ in },
            call: {
                calls.append($0)
                return true
            }, reading: reading)
        return calls
    }

    /// A damaged page can end a scan early without an error: read ahead, a trace with fewer rows than
    /// it records is refused as damaged, as it is when read on one thread.
    @Test func readingAheadRefusesATraceWithRowsMissing() throws {
        let store = try KnowledgeStore(path: try TemporaryStore.created())
        let text = (0..<200).map { "-[Screen\($0 % 7) viewWillAppear:]\n-[Screen\($0 % 7) viewWillDisappear:]\n" }.joined()
        let id = try #require(try store.importTraces([TraceImport(input: .bytes(Array(text.utf8), name: "t.log"))]).first?.traceID)
        try store.writer.write { db in
            try db.execute(sql: "DELETE FROM trace_event WHERE trace_id = ? AND sequence % 50 = 7", arguments: [id])
        }
        for reading in [KnowledgeStore.EventReading.oneThread, .ahead(span: 16)] {
            #expect {
                try store.recheckTrace(id: id, engine: store.ruleEngine(), options: CheckOptions(), reading: reading)
            } throws: { error in
                "\(error)".contains("trace \(id) has 400 events, of which only 392 can be read")
            }
            #expect {
                try Self.calls(store, id, reading: reading)
            } throws: { error in
                "\(error)".contains("trace \(id) has 400 events, of which only 392 can be read")
            }
        }
    }

    @Test func showingAStoredTraceStreamsEveryEventInOrder() throws {
        let store = try KnowledgeStore(path: try TemporaryStore.created())
        let text = (0..<500).map { "-[Screen\($0 % 7) viewWillAppear:]\n-[Screen\($0 % 7) viewWillDisappear:]\n" }.joined()
        let id = try #require(try store.importTraces([TraceImport(input: .bytes(Array(text.utf8), name: "t.log"))]).first?.traceID)
        var sequences: [Int] = []
        var total = 0
        let found = try store.streamTrace(id: id) { summary, _ in
            total = summary.events
        } event: { event in
            sequences.append(event.sequence)
            return sequences.count < 10
        }
        #expect(found && total == 1000)
        #expect(sequences.count == 10)
        let whole = try #require(try store.trace(id: id))
        #expect(whole.events.count == 1000)
        #expect(whole.events.map(\.sequence) == whole.events.map(\.sequence).sorted())
    }

    /// The lean stream `traces show` prints text from reads fewer columns; it must give the same
    /// calls as the full events, on a trace with super calls, arguments, nesting and objects named
    /// out of order.
    @Test func callsAreTheFullEventsCutDown() throws {
        let store = try KnowledgeStore(path: try TemporaryStore.created())
        var text = ""
        for index in 0..<300 {
            text += "-[Parent\(index % 5) addChildViewController:] <Child\(index % 11): 0x7f00\(index % 13)>\n"
            text += "  -[Child\(index % 11) willMoveToParentViewController:] parent=<Parent\(index % 5): 0x7e00\(index % 3)>\n"
            text += "    [super viewWillAppear:YES]\n-[Screen\(index % 7) viewDidAppear:]\n"
        }
        let id = try #require(try store.importTraces([TraceImport(input: .bytes(Array(text.utf8), name: "t.log"))]).first?.traceID)
        let events = try #require(try store.trace(id: id)).events
        var calls: [StoredCall] = []
        let found = try store.streamTraceCalls(id: id) { _, _ in
        } call: { call in
            calls.append(call)
            return true
        }
        #expect(found)
        #expect(events.count > 900)
        #expect(events.contains { $0.isSuper } && events.contains { $0.arguments != nil } && events.contains { $0.depth > 0 })
        let expected = events.map {
            StoredCall(line: $0.line, depth: $0.depth, receiver: $0.receiver, api: $0.api, arguments: $0.arguments, isSuper: $0.isSuper)
        }
        #expect(calls == expected)
    }
}
