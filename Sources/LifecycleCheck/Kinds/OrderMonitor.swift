/// Runs an `order` check: remembers the first `not_after` event per object (`seen`, its line and
/// column) until a reset, and reports an `event` that comes after it.
struct OrderMonitor: Monitor {
    static let keepsState = true
    static let reportsAtEnd = false
    static func bank(_ monitors: [Self]) -> MonitorBank { MonitorBank(monitors) }

    /// Cell states; a fresh cell is `clear`.
    private enum State: Int32 {
        case clear = 0
        case seen = 1
    }

    let reportAtEarlier: Bool

    @inline(__always)
    func receive(_ role: Role, _ cell: inout MonitorCell, object: Int, _ context: EventContext, _ report: inout [ViolationDraft]) {
        switch role {
        case .event:
            guard cell.state == State.seen.rawValue else { return }
            if reportAtEarlier {
                report.append(ViolationDraft(line: cell.line, column: cell.column, object: object, related: [context.line]))
            } else {
                report.append(context.draft(object: object, related: [cell.line]))
            }
            cell = MonitorCell()
        case .notAfter:
            if cell.state == State.clear.rawValue {
                cell = MonitorCell(state: State.seen.rawValue, line: context.line, column: context.column)
            }
        case .reset:
            cell = MonitorCell()
        default:
            break
        }
    }
}
