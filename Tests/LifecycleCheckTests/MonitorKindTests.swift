import Testing

@testable import LifecycleCheck

/// Each check kind says itself how it is laid out and flushed (`Monitor.keepsState`, `reportsAtEnd`),
/// so the engine's table and end-of-object pass follow the monitor instead of lists kept by hand.
@Suite struct MonitorKindTests {
    @Test func aKindThatReportsAtAnObjectsEndKeepsStateForIt() {
        for kind in MonitorSet.Kind.allCases where kind.flushes {
            #expect(kind.keepsState, "\(kind) flushes a cell it never keeps")
        }
    }

    @Test func theFlushedKindsAreTheOnesWithEndOfObjectReports() {
        let flushed = MonitorSet.Kind.allCases.filter(\.flushes)
        #expect(flushed == [.response, .balanced, .noRepeat])
        let stateless = MonitorSet.Kind.allCases.filter { !$0.keepsState }
        #expect(stateless == [.reentrancy, .superCall, .consoleWarning])
    }
}
