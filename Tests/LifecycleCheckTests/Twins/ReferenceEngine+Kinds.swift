@testable import LifecycleCheck

/// Each kind of `KINDS.md`, walked over one object's life at a time.
extension ReferenceEngine {
    func drafts(_ kind: RuleCheck.Kind, _ trace: Trace) -> [Draft] {
        switch kind.parameters {
        case let check as PrecedenceCheck:
            let lives = lives(
                [(check.event, .event), (check.requires, .requires), (check.anchors, .anchor), (check.resets, .reset)], trace)
            return lives.flatMap { precedence(check, object: $0.key, named: trace.named.contains($0.key), $0.value) }
        case let check as OrderCheck:
            let lives = lives([(check.event, .event), (check.notAfter, .notAfter), (check.resets, .reset)], trace)
            return lives.flatMap { order(check, object: $0.key, $0.value) }
        case let check as ResponseCheck:
            let lives = lives([(check.deadline, .deadline), (check.response, .response), (check.trigger, .trigger)], trace)
            return lives.flatMap { response(check, object: $0.key, $0.value) }
        case let check as BalancedCheck:
            return lives([(check.open, .open), (check.close, .close)], trace).flatMap { balanced(check, object: $0.key, $0.value) }
        case let check as NoRepeatCheck:
            let lives = lives([(check.event, .event), (check.allowances, .allowance), (check.resets, .reset)], trace)
            return lives.flatMap { noRepeat(check, object: $0.key, $0.value, trace) }
        case let check as ReentrancyCheck:
            let events = Set(resolve(check.event).map(\.api))
            return lives([(check.event, .event)], trace).flatMap { object, life in
                life.compactMap { step -> Draft? in
                    guard case .event(let event, _) = step else { return nil }
                    let outer = trace.enclosingCalls(event).first {
                        !$0.isSuperCall && events.contains($0.api ?? "") && involves($0, object)
                    }
                    return outer == nil ? nil : Draft(line: event.line, column: event.column, object: object)
                }
            }
        case let check as SuperCallCheck:
            return superCalls(check, trace)
        case let check as ConsoleWarningCheck:
            return trace.events.filter { $0.warning == check.warning }.map { Draft(line: $0.line, column: $0.column, object: $0.receiver) }
        default:
            preconditionFailure("the reference engine does not know the kind \(kind.name)")
        }
    }

    func involves(_ call: TraceEvent, _ object: Int) -> Bool { call.receiver == object || call.subject == object }

    func at(_ event: TraceEvent, _ object: Int) -> Draft { Draft(line: event.line, column: event.column, object: object) }

    func precedence(_ check: PrecedenceCheck, object: Int, named: Bool, _ life: [Step]) -> [Draft] {
        enum State {
            case unknown, needs
            /// Required events not yet used, and the line of the event that last used one (0 when none).
            case ready(Int, usedAt: Int)
            case used
            /// `named_order`: an event of the unknown start, waiting for a required event to show it came first.
            case pending(TraceEvent)
        }
        let start: State = check.fromStart ? .needs : .unknown
        var state = start
        var drafts: [Draft] = []
        for step in life {
            guard case .event(let event, let role) = step else {
                state = start
                continue
            }
            switch (role, state) {
            case (.event, .needs):
                drafts.append(at(event, object))
                state = .used
            case (.event, .ready(let count, _)) where count > 1: state = .ready(count - 1, usedAt: event.line)
            case (.event, .unknown) where check.namedOrder && named: state = .pending(event)
            case (.event, .pending): break
            case (.event, _): state = .used
            case (.requires, .pending(let first)):
                drafts.append(at(first, object))
                state = .ready(1, usedAt: 0)
            case (.requires, .ready(let count, let usedAt)): state = .ready(count + 1, usedAt: usedAt)
            case (.requires, _): state = .ready(1, usedAt: 0)
            case (.reset, .ready(_, let usedAt)) where usedAt == event.line: break
            case (.anchor, .unknown), (.reset, .ready), (.reset, .used): state = .needs
            default: break
            }
        }
        return drafts
    }

    func order(_ check: OrderCheck, object: Int, _ life: [Step]) -> [Draft] {
        var earlier: TraceEvent?
        var drafts: [Draft] = []
        for step in life {
            guard case .event(let event, let role) = step else {
                earlier = nil
                continue
            }
            switch role {
            case .event:
                guard let first = earlier else { continue }
                drafts.append(check.reportAt == .earlier ? at(first, object) : at(event, object))
                earlier = nil
            case .notAfter where earlier == nil: earlier = event
            case .reset: earlier = nil
            default: break
            }
        }
        return drafts
    }

    func response(_ check: ResponseCheck, object: Int, _ life: [Step]) -> [Draft] {
        var waiting: TraceEvent?
        var drafts: [Draft] = []
        for step in life + [.end] {
            guard case .event(let event, let role) = step else {
                if check.atEnd, let trigger = waiting { drafts.append(at(trigger, object)) }
                waiting = nil
                continue
            }
            switch role {
            case .trigger where waiting == nil: waiting = event
            case .response: waiting = nil
            case .deadline:
                if let trigger = waiting { drafts.append(at(trigger, object)) }
                waiting = nil
            default: break
            }
        }
        return drafts
    }

    func balanced(_ check: BalancedCheck, object: Int, _ life: [Step]) -> [Draft] {
        enum State {
            case unknown, closed
            case open(TraceEvent)
        }
        func argument(_ event: TraceEvent) -> TraceArgument.Kind? { event.argument?.kind == .unknown ? nil : event.argument?.kind }
        var state = State.unknown
        var drafts: [Draft] = []
        for step in life + [.end] {
            guard case .event(let event, let role) = step else {
                if check.unclosed, case .open(let opened) = state { drafts.append(at(opened, object)) }
                state = .unknown
                continue
            }
            switch (role, state) {
            case (.open, .open(let opened)):
                let same = argument(opened) == argument(event)
                if same, argument(event) == .true || argument(event) == .false { drafts.append(at(event, object)) }
                state = .open(event)
            case (.open, _): state = .open(event)
            case (.close, .closed): drafts.append(at(event, object))
            case (.close, _): state = .closed
            default: break
            }
        }
        return drafts
    }
}
