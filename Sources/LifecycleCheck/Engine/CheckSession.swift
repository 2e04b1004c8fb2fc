/// One streaming run of the enabled checks over one trace: routes each event to the monitors that
/// care about its API, keeps the nesting of calls, and turns the drafts into sorted violations.
struct CheckSession: ~Copyable {
    /// Owns the tables the pointers below read; they live as long as the session.
    private let program: CheckProgram
    private let monitors: MonitorSet
    private let routes: UnsafePointer<CheckProgram.Route>
    private let routeSpans: UnsafePointer<Range<Int>>
    private let gates: UnsafePointer<(check: Int, pattern: CompiledPattern)>
    private let gateSpans: UnsafePointer<Range<Int>>
    private let isDealloc: UnsafePointer<Bool>
    private var table: MonitorTable
    private var gateOpen: [Bool]
    private var frames = FrameStack()
    /// The `super` calls made directly inside the open frames: (frame depth, API).
    private var superCalls: [(depth: Int, api: Int)] = []
    private var drafts: [(check: Int, draft: ViolationDraft)] = []

    init(program: CheckProgram) {
        self.program = program
        monitors = program.monitors
        routes = program.routes.elements
        routeSpans = program.routeSpans.elements
        gates = program.gates.elements
        gateSpans = program.gateSpans.elements
        isDealloc = program.isDealloc.elements
        table = MonitorTable(program.monitors)
        gateOpen = program.checks.map { $0.gates.isEmpty }
    }

    /// Feeds one event in trace order.
    mutating func feed(_ event: RawEvent) {
        if frames.count > event.depth {
            frames.pop(toDepth: event.depth)
            while let last = superCalls.last, last.depth >= event.depth { superCalls.removeLast() }
        }
        let api = event.apiIndex
        table.ensure(objects: max(event.receiver, event.subject) + 1)
        let sameCall = !event.isSuper && event.warningIndex < 0 && isSameCallLoggedInside(event)
        if api >= 0, !event.isSuper, !sameCall {
            for position in gateSpans[api] {
                let gate = gates[position]
                if gate.pattern.object(of: event) != nil, gate.pattern.matches(event.argument) != .no { gateOpen[gate.check] = true }
            }
        }
        var earlier = 0
        if event.isSuper {
            let parentDepth = frames.count - 1
            earlier = superCalls.reduce(0) { $0 + ($1.depth == parentDepth && $1.api == api ? 1 : 0) }
        }
        var report: [ViolationDraft] = []
        let context = EventContext(event: event, frames: frames.buffer, earlierSuperCalls: earlier)
        if event.warningIndex >= 0 || event.isSuper {
            let checks = event.isSuper ? program.superCallChecks : program.warningRoutes[event.warningIndex]
            for check in checks {
                monitors.receive(check, .event, &table[event.receiver, check], object: event.receiver, context, &report)
                collect(&report, from: check)
            }
        } else if !sameCall {
            for position in routeSpans[api] {
                let route = routes[position]
                guard let object = route.pattern.object(of: event) else { continue }
                let match = route.pattern.matches(event.argument)
                if match == .yes || (match == .maybe && route.role.acceptsUnknownArgument) {
                    monitors.receive(route.check, route.role, &table[object, route.check], object: object, context, &report)
                    collect(&report, from: route.check)
                }
            }
        }
        if event.isSuper, frames.count > 0 { superCalls.append((frames.count - 1, api)) }
        if api >= 0 {
            frames.push(Frame(
                api: api, receiver: event.receiver, subject: event.subjectObject, line: event.line,
                isSuper: event.isSuper, isExplicit: event.isExplicit))
            if isDealloc[api], !event.isSuper { flush(event.receiver, resetting: true) }
        }
    }

    /// Moves a monitor's reports into the drafts.
    private mutating func collect(_ report: inout [ViolationDraft], from check: Int) {
        guard !report.isEmpty else { return }
        for draft in report { drafts.append((check, draft)) }
        report.removeAll()
    }

    /// The violations, once the trace has ended: gated checks that never saw their gate drop theirs.
    mutating func finish(rules: [RuleRecord], objects: [TraceObject]) -> [Violation] {
        for object in 0..<table.objects { flush(object, resetting: false) }
        var seen: Set<String> = []
        var violations: [Violation] = []
        for (check, draft) in drafts where gateOpen[check] {
            let compiled = program.checks[check]
            let rule = rules[compiled.rule]
            let object = draft.object < objects.count ? objects[draft.object].name : "controller"
            guard seen.insert("\(rule.id)|\(draft.line)|\(draft.object)").inserted else { continue }
            violations.append(Violation(
                rule: rule.id, severity: rule.severity, line: draft.line, column: draft.column, object: object,
                message: compiled.message, fix: rule.fix.en, relatedLines: draft.related))
        }
        return violations.sorted { ($0.line, $0.column, $0.rule) < ($1.line, $1.column, $1.rule) }
    }

    /// Reports what waits on an object (at its dealloc or at the end of the trace).
    private mutating func flush(_ object: Int, resetting: Bool) {
        guard object < table.objects else { return }
        var report: [ViolationDraft] = []
        for check in 0..<program.monitors.count {
            program.monitors.flush(check, table[object, check], object: object, &report)
            for draft in report { drafts.append((check, draft)) }
            report.removeAll()
        }
        if resetting { table.reset(object) }
    }

    /// A callback logged inside the explicit call that caused it (`child.willMove(toParent: nil)` then,
    /// indented, `-[Child willMoveToParentViewController:]`) is one occurrence, already counted.
    private func isSameCallLoggedInside(_ event: RawEvent) -> Bool {
        guard let parent = frames.last else { return false }
        return parent.isExplicit && !parent.isSuper && parent.api == event.apiIndex
    }
}
