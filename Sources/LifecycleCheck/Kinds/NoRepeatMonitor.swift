/// Runs a `no-repeat` check. Without allowances the cell keeps the last occurrence since the last reset
/// (`state` 1, its line and column, `extra` 1 when UIKit sent it itself) and the next one is reported,
/// at the occurrence the user wrote when the other is the one UIKit sends. With allowances the cell
/// counts occurrences (`state`) and allowance events (`extra`) and keeps the first (`related`) and the
/// second occurrence; the count is judged at the next reset, the object's dealloc or the end of the trace.
struct NoRepeatMonitor: Monitor {
    static let keepsState = true
    static let reportsAtEnd = true
    static func bank(_ monitors: [Self]) -> MonitorBank { MonitorBank(monitors) }

    let events: RecordSet
    let ignoreNested: Bool
    let impliedBy: RecordSet
    let counted: Bool

    /// Only a counted check (one with allowances) judges its count at the object's end.
    var reportsAtEnd: Bool { counted }

    @inline(__always)
    func receive(_ role: Role, _ cell: inout MonitorCell, object: Int, _ context: EventContext, _ report: inout [ViolationDraft]) {
        switch role {
        case .event:
            if ignoreNested {
                for frame in context.frames where !frame.isSuper && events.contains(frame.api) && frame.involves(object) { return }
            }
            if counted {
                cell.state += 1
                if cell.state == 1 { cell.related = context.line }
                if cell.state == 2 { (cell.line, cell.column) = (context.line, context.column) }
                return
            }
            var implied = false
            if let parent = context.parent { implied = !parent.isSuper && impliedBy.contains(parent.api) }
            if cell.state == 1 {
                if implied, cell.extra == 0 {
                    report.append(ViolationDraft(line: cell.line, column: cell.column, object: object, related: [context.line]))
                } else {
                    report.append(context.draft(object: object, related: [cell.line]))
                }
            }
            cell = MonitorCell(state: 1, extra: implied ? 1 : 0, line: context.line, column: context.column)
        case .allowance:
            cell.extra += 1
        case .reset:
            flush(cell, object: object, &report)
            cell = MonitorCell()
        default:
            break
        }
    }

    func flush(_ cell: MonitorCell, object: Int, _ report: inout [ViolationDraft]) {
        if counted, cell.state > max(1, cell.extra) {
            report.append(ViolationDraft(line: cell.line, column: cell.column, object: object, related: [cell.related]))
        }
    }
}
