/// One check of one rule, compiled: which events reach it in which role, its gate, and how to make a
/// fresh monitor for a file.
struct CompiledCheck: Sendable {
    let rule: Int
    let message: String
    let routes: [(pattern: CompiledPattern, role: Role)]
    var gates: [CompiledPattern]
    /// For `console-warning` checks: the warning's position in the vocabulary.
    let warning: Int?
    /// `super-call` checks see the `super` calls, which no other check sees.
    let seesSuperCalls: Bool
    /// The check's monitor: its kind and parameters.
    var monitor: MonitorSet.Template

    init(_ check: RuleCheck, of rule: RuleRecord, index: Int, vocabulary: TraceVocabulary) throws(CheckSetupError) {
        func compile(_ patterns: [EventPattern]) throws(CheckSetupError) -> [CompiledPattern] {
            var compiled: [CompiledPattern] = []
            for pattern in patterns { compiled.append(try CompiledPattern(pattern, vocabulary: vocabulary, rule: rule.id)) }
            return compiled
        }
        func records(_ patterns: [EventPattern]) throws(CheckSetupError) -> RecordSet {
            guard let set = RecordSet(Set(try compile(patterns).map(\.record))) else {
                throw CheckSetupError(
                    subject: rule.id, message: "a check can name only the first \(RecordSet.capacity) APIs of the catalog")
            }
            return set
        }
        var routes: [(CompiledPattern, Role)] = []
        func route(_ patterns: [EventPattern], _ role: Role) throws(CheckSetupError) {
            for pattern in try compile(patterns) { routes.append((pattern, role)) }
        }
        var warning: Int?
        var seesSuperCalls = false
        switch check.kind {
        case .precedence(let parameters):
            try route(parameters.event, .event)
            try route(parameters.requires, .requires)
            try route(parameters.anchors, .anchor)
            try route(parameters.resets, .reset)
            let fromStart = parameters.fromStart
            monitor = .precedence(PrecedenceMonitor(fromStart: fromStart))
        case .order(let parameters):
            try route(parameters.event, .event)
            try route(parameters.notAfter, .notAfter)
            try route(parameters.resets, .reset)
            let atEarlier = parameters.reportAt == .earlier
            monitor = .order(OrderMonitor(reportAtEarlier: atEarlier))
        case .response(let parameters):
            try route(parameters.deadline, .deadline)
            try route(parameters.response, .response)
            try route(parameters.trigger, .trigger)
            let atEnd = parameters.atEnd
            monitor = .response(ResponseMonitor(atEnd: atEnd))
        case .balanced(let parameters):
            try route(parameters.open, .open)
            try route(parameters.close, .close)
            let unclosed = parameters.unclosed
            monitor = .balanced(BalancedMonitor(reportUnclosed: unclosed))
        case .noRepeat(let parameters):
            try route(parameters.event, .event)
            try route(parameters.allowances, .allowance)
            try route(parameters.resets, .reset)
            let events = try records(parameters.event)
            let implied = try records(parameters.impliedBy)
            monitor = .noRepeat(
                NoRepeatMonitor(
                    events: events, ignoreNested: parameters.ignoreNested, impliedBy: implied, counted: !parameters.allowances.isEmpty))
        case .reentrancy(let parameters):
            try route(parameters.event, .event)
            let events = try records(parameters.event)
            monitor = .reentrancy(ReentrancyMonitor(events: events))
        case .superCall(let parameters):
            let overrides = try records(parameters.overrides)
            let mode = parameters.mode
            seesSuperCalls = true
            monitor = .superCall(SuperCallMonitor(mode: mode, overrides: overrides))
        case .consoleWarning(let parameters):
            guard let position = vocabulary.warningIndex(parameters.warning) else {
                throw CheckSetupError(
                    subject: rule.id, message: "unknown console warning '\(parameters.warning)'", culprit: parameters.warning)
            }
            warning = position
            monitor = .consoleWarning(ConsoleWarningMonitor())
        }
        self.rule = index
        self.message = check.message ?? rule.summary.en
        self.routes = routes.sorted { $0.1 < $1.1 }
        self.gates = try compile(check.whenLogged)
        self.warning = warning
        self.seesSuperCalls = seesSuperCalls
    }
}
