/// Runs a `reentrancy` check: the event while the same event on the same object is still running.
struct ReentrancyMonitor: Monitor {
    static let keepsState = false
    static let reportsAtEnd = false
    static func bank(_ monitors: [Self]) -> MonitorBank { MonitorBank(monitors) }

    let events: RecordSet

    @inline(__always)
    func receive(_ role: Role, _ cell: inout MonitorCell, object: Int, _ context: EventContext, _ report: inout [ViolationDraft]) {
        guard role == .event else { return }
        for outer in context.frames.reversed() where !outer.isSuper && events.contains(outer.api) && outer.involves(object) {
            report.append(context.draft(object: object, related: [outer.line]))
            return
        }
    }
}
