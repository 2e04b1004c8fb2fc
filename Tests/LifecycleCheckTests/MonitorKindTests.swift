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

    @Test func everyKindIsRegisteredOnceUnderItsOwnName() {
        let names = CheckKinds.names
        #expect(Set(names).count == names.count)
        for name in names {
            let found = CheckKinds.named(name).map { $0.name }
            #expect(found == name)
        }
    }
}
