/// Runs a `console-warning` check: every matching warning line is a violation on the object it names.
struct ConsoleWarningMonitor: Monitor {
    static let keepsState = false
    static let reportsAtEnd = false
    static func bank(_ monitors: [Self]) -> MonitorBank { MonitorBank(monitors) }

    @inline(__always)
    func receive(_ role: Role, _ cell: inout MonitorCell, object: Int, _ context: EventContext, _ report: inout [ViolationDraft]) {
        report.append(context.draft(object: object))
    }
}
