import Foundation
import LifecycleCheck
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
