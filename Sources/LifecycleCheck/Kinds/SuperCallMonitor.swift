/// Runs a `super-call` check on every `super` call nested directly under an override it covers: the
/// session delivers only those (`CheckProgram.superCallRoutes`).
struct SuperCallMonitor: Monitor {
    static let keepsState = false
    static let reportsAtEnd = false
    static func bank(_ monitors: [Self]) -> MonitorBank { MonitorBank(monitors) }

    let mode: SuperCallCheck.Mode

    @inline(__always)
    func receive(_ role: Role, _ cell: inout MonitorCell, object: Int, _ context: EventContext, _ report: inout [ViolationDraft]) {
        guard let override = context.parent else { return }
        let api = context.apiIndex
        let violates =
            switch mode {
            case .mustMatch: api != override.api
            case .forbidden: api == override.api
            case .once: api == override.api && context.earlierSuperCalls > 0
            }
        if violates { report.append(context.draft(object: object, related: [override.line])) }
    }
}
