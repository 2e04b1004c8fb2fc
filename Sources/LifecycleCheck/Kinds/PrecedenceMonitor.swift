/// Runs a `precedence` check: per object, unknown → (anchor) needs → (required event) ready →
/// (event) used, and ready or used → (reset) needs; the event in `needs` is a violation. A reset
/// spends an unused required event too: `viewWillAppear:` then `viewWillDisappear:` is a cancelled
/// appearance, and a later `viewDidAppear:` needs a `viewWillAppear:` of its own. With `namedOrder`,
/// an event in *unknown* on a named object waits (*pending*, its line kept): a required event then
/// reports it, and anything else leaves it waiting.
struct PrecedenceMonitor: Monitor {
    static let keepsState = true
    static let reportsAtEnd = false
    static func bank(_ monitors: [Self]) -> MonitorBank { MonitorBank(monitors) }

    /// Cell states; `ready` counts required events in `extra` and keeps the line of the event that
    /// last used one, `needs` keeps the line that caused it.
    private enum State: Int32 {
        case unknown, needs, ready, used, pending
    }

    let fromStart: Bool
    let namedOrder: Bool

    var initialCell: MonitorCell {
        MonitorCell(state: (fromStart ? State.needs : State.unknown).rawValue)
    }

    /// On a complete log an object whose required events are callbacks is anchored from the start:
    /// their absence before the first anchor is seen, not inferred.
    func assumingCompleteLog(callbacksOnly: (Role) -> Bool) -> PrecedenceMonitor {
        callbacksOnly(.requires) ? PrecedenceMonitor(fromStart: true, namedOrder: namedOrder) : self
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
            cell.line = context.line
        case (.event, .unknown) where namedOrder && context.isNamed(object):
            cell = MonitorCell(state: State.pending.rawValue, line: context.line, column: context.column)
        case (.event, .pending):
            break
        case (.event, _):
            cell.state = State.used.rawValue
        case (.requires, .pending):
            report.append(ViolationDraft(line: cell.line, column: cell.column, object: object, related: [context.line]))
            cell = MonitorCell(state: State.ready.rawValue, extra: 1)
        case (.requires, .ready):
            cell.extra += 1
        case (.requires, _):
            cell = MonitorCell(state: State.ready.rawValue, extra: 1)
        case (.reset, .ready) where cell.line == context.line:
            // An event that is its own reset (`didMoveToWindow`) used one of several required
            // events (two views sharing a name): the others stay for the next event.
            break
        case (.anchor, .unknown), (.reset, .ready), (.reset, .used):
            cell = MonitorCell(state: State.needs.rawValue, line: context.line)
        default:
            break
        }
    }
}
