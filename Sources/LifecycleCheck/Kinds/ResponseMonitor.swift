/// Runs a `response` check: a trigger waits for its response (state 1, the trigger's line and column);
/// a deadline, the object's dealloc or the end of the trace while it waits is a violation at the trigger.
struct ResponseMonitor: Monitor {
    static let keepsState = true
    static let reportsAtEnd = true
    static func bank(_ monitors: [Self]) -> MonitorBank { MonitorBank(monitors) }

    let atEnd: Bool

    /// A trigger still waiting at the object's end is reported only with `at_end`.
    var reportsAtEnd: Bool { atEnd }

    @inline(__always)
    func receive(_ role: Role, _ cell: inout MonitorCell, object: Int, _ context: EventContext, _ report: inout [ViolationDraft]) {
        switch role {
        case .trigger:
            if cell.state == 0 { cell = MonitorCell(state: 1, line: context.line, column: context.column) }
        case .response:
            cell = MonitorCell()
        case .deadline:
            if cell.state == 1 {
                report.append(ViolationDraft(line: cell.line, column: cell.column, object: object, related: [context.line]))
                cell = MonitorCell()
            }
        default:
            break
        }
    }

    func flush(_ cell: MonitorCell, object: Int, _ report: inout [ViolationDraft]) {
        if atEnd, cell.state == 1 {
            report.append(ViolationDraft(line: cell.line, column: cell.column, object: object, related: []))
        }
    }
}
