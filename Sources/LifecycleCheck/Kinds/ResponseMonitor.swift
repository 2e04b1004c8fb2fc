/// Runs a `response` check: a trigger waits for its response (`waiting`, the trigger's line and column);
/// a deadline, the object's dealloc or the end of the trace while it waits is a violation at the trigger.
struct ResponseMonitor: Monitor {
    static let keepsState = true
    static let reportsAtEnd = true
    static func bank(_ monitors: [Self]) -> MonitorBank { MonitorBank(monitors) }

    /// Cell states; a fresh cell is `idle`.
    private enum State: Int32 {
        case idle = 0
        case waiting = 1
    }

    let atEnd: Bool

    /// A trigger still waiting at the object's end is reported only with `at_end`.
    var reportsAtEnd: Bool { atEnd }

    @inline(__always)
    func receive(_ role: Role, _ cell: inout MonitorCell, object: Int, _ context: EventContext, _ report: inout [ViolationDraft]) {
        switch role {
        case .trigger:
            if cell.state == State.idle.rawValue {
                cell = MonitorCell(state: State.waiting.rawValue, line: context.line, column: context.column)
            }
        case .response:
            cell = MonitorCell()
        case .deadline:
            if cell.state == State.waiting.rawValue {
                report.append(ViolationDraft(line: cell.line, column: cell.column, object: object, related: [context.line]))
                cell = MonitorCell()
            }
        default:
            break
        }
    }

    func flush(_ cell: MonitorCell, object: Int, _ report: inout [ViolationDraft]) {
        if atEnd, cell.state == State.waiting.rawValue {
            report.append(ViolationDraft(line: cell.line, column: cell.column, object: object, related: []))
        }
    }
}
