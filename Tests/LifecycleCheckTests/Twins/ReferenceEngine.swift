import LifecycleCheck
import LifecycleModel

/// The plain twin of `RuleEngine`, for `ReferenceEngineTests` to hold the real one to: the trace is
/// read into a list of events, and every check of every rule walks, object by object, the events that
/// reach it, with `KINDS.md`'s semantics written as plain state over arrays and dictionaries (no
/// dispatch tables, no cells, no slots, no batching). Slow and obviously correct. It leaves out only
/// the bound on drafts held while a gate is closed (`CheckSession.heldWhileGated`) and `--complete`.
struct ReferenceEngine {
    /// One violation as the comparison needs it.
    struct Finding: Hashable, Comparable, CustomStringConvertible {
        var line: Int
        var column: Int
        var rule: String
        var object: String

        static func < (lhs: Finding, rhs: Finding) -> Bool {
            (lhs.line, lhs.column, lhs.rule, lhs.object) < (rhs.line, rhs.column, rhs.rule, rhs.object)
        }

        var description: String { "\(line):\(column) [\(rule)] \(object)" }
    }

    /// The part an event plays for a check, in the order one event's parts are applied.
    enum Role: Int, Comparable {
        case event, deadline, response, trigger, requires, notAfter, anchor, allowance, reset, open, close

        static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A pattern with its spelling resolved to a catalog record id.
    struct Pattern {
        var api: String
        var argument: EventPattern.Argument?
        var side: EventPattern.Side
    }

    /// One step of an object's life as one check sees it: an event in a role, or the object's end.
    enum Step {
        case event(TraceEvent, Role)
        case end
    }

    /// A violation before its object is named: where it is reported and on which object.
    struct Draft {
        var line: Int
        var column: Int
        var object: Int
    }

    let rules: [RuleRecord]
    let vocabulary: TraceVocabulary

    /// The violations of a trace, sorted like `CheckReport.violations`.
    func check(_ text: String) throws -> [Finding] {
        var reader = TraceReader(vocabulary: vocabulary)
        var events: [TraceEvent] = []
        try reader.read(bytes: Array(text.utf8)) { events.append($0) }
        let trace = Trace(events: events, named: Set(reader.objects.filter(\.isNamed).map(\.id)))
        var names: [Int: String] = [:]
        for object in reader.objects { names[object.id] = object.name }
        var findings: Set<Finding> = []
        var seen: Set<String> = []
        for rule in rules {
            for check in rule.checks where gateIsOpen(check, trace) {
                for draft in drafts(check.kind, trace) where seen.insert("\(rule.id)|\(draft.line)|\(draft.object)").inserted {
                    findings.insert(
                        Finding(line: draft.line, column: draft.column, rule: rule.id, object: names[draft.object] ?? "controller"))
                }
            }
        }
        return findings.sorted()
    }

    /// The events of a trace with the questions every kind asks about them.
    struct Trace {
        let events: [TraceEvent]
        let bySequence: [Int: TraceEvent]
        /// The objects the log names (`TraceObject.isNamed`).
        let named: Set<Int>

        init(events: [TraceEvent], named: Set<Int>) {
            self.events = events
            self.named = named
            var bySequence: [Int: TraceEvent] = [:]
            for event in events { bySequence[event.sequence] = event }
            self.bySequence = bySequence
        }

        /// The API calls the event was made inside, innermost first (console warnings are no calls).
        func enclosingCalls(_ event: TraceEvent) -> [TraceEvent] {
            var calls: [TraceEvent] = []
            var parent = event.parent
            while let sequence = parent, let outer = bySequence[sequence] {
                if outer.api != nil { calls.append(outer) }
                parent = outer.parent
            }
            return calls
        }

        /// A callback logged inside the explicit call that caused it: the same occurrence.
        func isSameCallLoggedInside(_ event: TraceEvent) -> Bool {
            guard let parent = enclosingCalls(event).first else { return false }
            return parent.isExplicitCall && !parent.isSuperCall && parent.api == event.api
        }

        /// API events that ordinary checks (everything but `super-call`) see.
        var ordinary: [TraceEvent] {
            events.filter { $0.api != nil && !$0.isSuperCall && !isSameCallLoggedInside($0) }
        }
    }

    func resolve(_ patterns: [EventPattern]) -> [Pattern] {
        patterns.map { pattern in
            let records = vocabulary.catalog.lookup(pattern.api)
            precondition(records.count == 1, "the real engine refuses '\(pattern.api)'")
            return Pattern(api: records[0].id, argument: pattern.argument, side: pattern.on ?? .subject)
        }
    }

    /// The object an event counts for under a pattern, nil when it does not match at all.
    static func object(_ pattern: Pattern, _ event: TraceEvent) -> Int? {
        guard event.api == pattern.api else { return nil }
        return pattern.side == .subject ? event.subject : event.receiver
    }

    /// Whether the argument meets the pattern's condition: true, false, or nil when the trace does not
    /// show enough to say.
    static func argumentMatches(_ pattern: Pattern, _ event: TraceEvent) -> Bool? {
        guard let condition = pattern.argument else { return true }
        guard let shown = event.argument?.kind, shown != .unknown else { return nil }
        switch condition {
        case .nil: return shown == .nil
        case .nonNil: return shown != .nil
        case .true: return shown == .true ? true : (shown == .false || shown == .nil ? false : nil)
        case .false: return shown == .false ? true : (shown == .true ? false : nil)
        }
    }

    func gateIsOpen(_ check: RuleCheck, _ trace: Trace) -> Bool {
        let gates = resolve(check.whenLogged)
        if gates.isEmpty { return true }
        return trace.ordinary.contains { event in
            gates.contains { Self.object($0, event) != nil && Self.argumentMatches($0, event) != false }
        }
    }

    /// Each object's life as a check with these routes sees it: its events in their roles, and its
    /// end at its `dealloc`.
    func lives(_ routes: [(patterns: [EventPattern], role: Role)], _ trace: Trace) -> [Int: [Step]] {
        let resolved = routes.flatMap { route in resolve(route.patterns).map { ($0, route.role) } }
        let ordered = resolved.enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element)
        let ordinary = Set(trace.ordinary.map(\.sequence))
        var lives: [Int: [Step]] = [:]
        for event in trace.events {
            if ordinary.contains(event.sequence) {
                for (pattern, role) in ordered {
                    guard let object = Self.object(pattern, event) else { continue }
                    let match = Self.argumentMatches(pattern, event)
                    guard match == true || (match == nil && (role == .requires || role == .response)) else { continue }
                    lives[object, default: []].append(.event(event, role))
                }
            }
            if event.selector == "dealloc", !event.isSuperCall { lives[event.receiver, default: []].append(.end) }
        }
        return lives
    }
}
