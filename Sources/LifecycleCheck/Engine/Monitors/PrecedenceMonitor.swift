/// Runs a `precedence` check: per object, unknown → (anchor) needs → (required event) ready →
/// (event) used → (reset) needs; the event in `needs` is a violation.
struct PrecedenceMonitor: Monitor {
    static let keepsState = true
    static let reportsAtEnd = false
    static func bank(_ monitors: [Self]) -> MonitorBank { MonitorBank(monitors) }

    /// Cell states; `ready` counts required events in `extra`, `needs` keeps the line that caused it.
    private enum State: Int32 {
        case unknown, needs, ready, used
    }

    let fromStart: Bool

    var initialCell: MonitorCell {
        MonitorCell(state: (fromStart ? State.needs : State.unknown).rawValue)
    }

    /// On a complete log an object whose required events are callbacks is anchored from the start:
    /// their absence before the first anchor is seen, not inferred.
    func assumingCompleteLog(callbacksOnly: (Role) -> Bool) -> PrecedenceMonitor {
        callbacksOnly(.requires) ? PrecedenceMonitor(fromStart: true) : self
    }

    @inline(__always)
    func receive(_ role: Role, _ cell: inout MonitorCell, object: Int, _ context: EventContext, _ report: inout [ViolationDraft]) {
        let state = State(rawValue: cell.state) ?? .unknown
        switch (role, state) {
        case (.event, .needs):
            report.append(context.draft(object: object, related: cell.line > 0 ? [cell.line] : []))
            cell.state = State.used.rawValue
        case (.event, .ready) where cell.extra > 1:
            cell.extra -= 1
        case (.event, _):
            cell.state = State.used.rawValue
        case (.requires, .ready):
            cell.extra += 1
        case (.requires, _):
            cell = MonitorCell(state: State.ready.rawValue, extra: 1)
        case (.anchor, .unknown), (.reset, .used):
            cell = MonitorCell(state: State.needs.rawValue, line: context.event.line)
        default:
            break
        }
    }
}
