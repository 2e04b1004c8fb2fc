import Foundation
import Testing

@testable import LifecycleCheck

/// Each check kind says itself how it is laid out and flushed (`Monitor.keepsState`, `reportsAtEnd`),
/// so the engine's table and end-of-object pass follow the monitor instead of lists kept by hand.
@Suite struct MonitorKindTests {
    @Test func aKindThatReportsAtAnObjectsEndKeepsStateForIt() {
        for kind in CheckKinds.all where kind.reportsAtEnd {
            let (keepsState, name) = (kind.keepsState, kind.name)
            #expect(keepsState, "\(name) flushes a cell it never keeps")
        }
    }

    @Test func theFlushedKindsAreTheOnesWithEndOfObjectReports() {
        let flushed = CheckKinds.all.filter { $0.reportsAtEnd }.map { $0.name }
        #expect(flushed == ["response", "balanced", "no-repeat"])
        let stateless = CheckKinds.all.filter { !$0.keepsState }.map { $0.name }
        #expect(stateless == ["reentrancy", "super-call", "console-warning"])
    }

    @Test func onlyTheChecksThatCanReportAtAnObjectsEndAreFlushed() throws {
        let none = try #require(RecordSet([]))
        let set = MonitorSet([
            NoRepeatMonitor(events: none, ignoreNested: false, impliedBy: none, counted: false),
            NoRepeatMonitor(events: none, ignoreNested: false, impliedBy: none, counted: true),
            ResponseMonitor(atEnd: false), BalancedMonitor(reportUnclosed: false), ResponseMonitor(atEnd: true),
        ])
        let flushed = set.dispatch.flushing.map { $0.checks.map(\.check) }
        #expect(flushed == [[1], [4]])
    }

    @Test func everyKindIsRegisteredOnceUnderItsOwnName() {
        let names = CheckKinds.names
        #expect(Set(names).count == names.count)
        for name in names {
            let found = CheckKinds.named(name).map { $0.name }
            #expect(found == name)
        }
    }

    @Test func decodingFindsAKindInTheRegistryAndRefusesOthersByName() throws {
        func decode(_ json: String) throws -> RuleCheck { try JSONDecoder().decode(RuleCheck.self, from: Data(json.utf8)) }
        let check = try decode(#"{"kind": "reentrancy", "event": ["loadView"], "message": "again"}"#)
        #expect(check.kind == .reentrancy(ReentrancyCheck(event: [EventPattern(api: "loadView")])))
        #expect(check.kind != .noRepeat(NoRepeatCheck(event: [EventPattern(api: "loadView")])))
        let encoded = try JSONEncoder().encode(check)
        #expect(try JSONDecoder().decode(RuleCheck.self, from: encoded) == check)
        do {
            _ = try decode(#"{"kind": "sometimes"}"#)
            Issue.record("an unknown kind was accepted")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains(CheckKinds.names.joined(separator: ", ")))
        }
        do {
            _ = try decode(#"{"kind": "reentrancy", "event": ["loadView"], "resets": ["dealloc"]}"#)
            Issue.record("a stray key was accepted")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "'resets' is not a parameter of reentrancy checks (event)")
        }
    }
}
