/// Runs a `reentrancy` check: the event while the same event on the same object is still running.
struct ReentrancyMonitor: Monitor {
    let events: Set<Int>

    func receive(_ role: Role, _ cell: inout MonitorCell, object: Int, _ context: EventContext, _ report: inout [ViolationDraft]) {
        guard role == .event,
              let outer = context.frames.last(where: { !$0.isSuper && events.contains($0.api) && $0.involves(object) })
        else { return }
        report.append(context.draft(object: object, related: [outer.line]))
    }
}
