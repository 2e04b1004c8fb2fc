/// Runs a `balanced` check: open/close pairs per object, with re-opening by the opposite argument
/// taken as a cancellation of the running transition.
struct BalancedMonitor: Monitor {
    static let keepsState = true
    static let reportsAtEnd = true
    static func bank(_ monitors: [Self]) -> MonitorBank { MonitorBank(monitors) }

    /// Cell states; `open` keeps the open's line, column and argument (in `extra`).
    private enum State: Int32 {
        /// Nothing seen yet: a close may belong to an open before the trace started.
        case unknown
        case closed
        case open
    }

    let reportUnclosed: Bool

    /// An open left at the object's end is reported only with `unclosed`.
    var reportsAtEnd: Bool { reportUnclosed }

    @inline(__always)
    func receive(_ role: Role, _ cell: inout MonitorCell, object: Int, _ context: EventContext, _ report: inout [ViolationDraft]) {
        let argument = Self.code(context.argument)
        switch (role, State(rawValue: cell.state) ?? .unknown) {
        case (.open, .open):
            if argument == cell.extra, argument == Self.code(.true) || argument == Self.code(.false) {
                report.append(context.draft(object: object, related: [cell.line]))
            }
            cell = MonitorCell(state: State.open.rawValue, extra: argument, line: context.line, column: context.column)
        case (.open, _):
            cell = MonitorCell(state: State.open.rawValue, extra: argument, line: context.line, column: context.column)
        case (.close, .closed):
            report.append(context.draft(object: object))
        case (.close, _):
            cell = MonitorCell(state: State.closed.rawValue)
        default:
            break
        }
    }

    func flush(_ cell: MonitorCell, object: Int, _ report: inout [ViolationDraft]) {
        if reportUnclosed, cell.state == State.open.rawValue {
            report.append(ViolationDraft(line: cell.line, column: cell.column, object: object, related: []))
        }
    }

    /// The argument as a number a cell can hold: 0 when absent or unknown.
    private static func code(_ argument: TraceArgument.Kind?) -> Int32 {
        switch argument {
        case .true: 1
        case .false: 2
        case .nil: 3
        case .objectReference: 4
        case .unknown, nil: 0
        }
    }
}
