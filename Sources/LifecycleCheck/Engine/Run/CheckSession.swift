/// One streaming run of the enabled checks over one trace: routes each event to the monitors that
/// care about its API, keeps the nesting of calls, and turns the drafts into sorted violations. State
/// lives in one table row per live object (`RawEvent.receiverSlot`), reset when the reader releases
/// the object, and only the names of objects with drafts are kept.
struct CheckSession: ~Copyable {
    /// Owns the tables the pointers below read; they live as long as the session.
    private let program: CheckProgram
    private let monitors: MonitorSet.Dispatch
    private let routes: UnsafePointer<CheckProgram.Route>
    private let runs: UnsafePointer<CheckProgram.Run>
    private let runSpans: UnsafePointer<Range<Int>>
    private let gates: UnsafePointer<(check: Int, pattern: CompiledPattern)>
    private let gateSpans: UnsafePointer<Range<Int>>
    private let isDealloc: UnsafePointer<Bool>
    private let superCallRoutes: UnsafePointer<Int>
    private let superCallSpans: UnsafePointer<Range<Int>>
    private var table: MonitorTable
    private var gateOpen: [Bool]
    /// Per API, whether every gate its events can open is open: gates never close, so once they are
    /// all open the API's events skip them.
    private var gatesSettled: [Bool]
    /// Drafts held so far for each check while its gate was closed.
    private var heldWhileGated: [Int]
    private var frames = OwnedStack<Frame>()
    /// The `super` calls made directly inside the open frames: (frame depth, API).
    private var superCalls = OwnedStack<(depth: Int, api: Int)>()
    private var drafts: [(check: Int, draft: ViolationDraft)] = []
    /// What monitors report for the event being fed, kept between events (empty) so delivering an
    /// event creates no array.
    private var report: [ViolationDraft] = []
    /// The drafts of the event being fed, with the order of the route that made each.
    private var drafted: [(order: Int, check: Int, draft: ViolationDraft)] = []
    /// The drafts of an object's end, with the check that made each.
    private var flushed: [(check: Int, draft: ViolationDraft)] = []
    /// Whether flushing a row as it starts reports nothing, so an object released with its row
    /// untouched since its `dealloc` flushed and reset it is not flushed again.
    private let initialRowsFlushQuietly: Bool
    /// The final names of objects with drafts, taken when they are released or at the end.
    private var names: [Int: String] = [:]
    /// Objects with drafts whose final name is not known yet.
    private var unnamed: Set<Int> = []

    init(program: CheckProgram) {
        self.program = program
        monitors = program.monitors.dispatch
        routes = program.routes.elements
        runs = program.runs.elements
        runSpans = program.runSpans.elements
        gates = program.gates.elements
        gateSpans = program.gateSpans.elements
        isDealloc = program.isDealloc.elements
        superCallRoutes = program.superCallRoutes.elements
        superCallSpans = program.superCallSpans.elements
        table = MonitorTable(program.monitors)
        gateOpen = program.checks.map { $0.gates.isEmpty }
        gatesSettled = Array(repeating: false, count: program.gateSpans.count)
        heldWhileGated = Array(repeating: 0, count: program.checks.count)
        initialRowsFlushQuietly = Self.flushesQuietly(program.monitors)
    }

    /// Whether flushing one object's row as it starts reports nothing.
    private static func flushesQuietly(_ monitors: MonitorSet) -> Bool {
        var row = MonitorTable(monitors)
        row.ensure(rows: 1)
        var report: [ViolationDraft] = []
        var flushed: [(check: Int, draft: ViolationDraft)] = []
        monitors.dispatch.flush(slot: 0, object: 0, &row, &report, &flushed)
        return flushed.isEmpty
    }

    /// Rows of monitor state held, for tests that check memory follows the live objects.
    var rowCount: Int { table.rows }

    /// Names kept for reports, for tests that check only objects with drafts keep theirs.
    var nameCount: Int { names.count + unnamed.count }

    /// Feeds one event in trace order.
    mutating func feed(_ event: RawEvent) {
        if frames.count > event.depth {
            frames.pop(toCount: event.depth)
            var kept = superCalls.count
            while kept > 0, superCalls.buffer[kept - 1].depth >= event.depth { kept -= 1 }
            superCalls.pop(toCount: kept)
        }
        let api = event.apiIndex
        table.ensure(rows: max(event.receiverSlot, event.subjectSlot) + 1)
        // Monitors write only the rows of the event's objects.
        table.touch(event.receiverSlot)
        table.touch(event.subjectSlot)
        let sameCall = !event.isSuper && event.warningIndex < 0 && isSameCallLoggedInside(event)
        if api >= 0, !event.isSuper, !sameCall, !gatesSettled[api] {
            var allOpen = true
            for position in gateSpans[api] {
                let gate = gates[position]
                guard !gateOpen[gate.check] else { continue }
                if gate.pattern.object(of: event).id >= 0, gate.pattern.matches(event.argument) != .no {
                    gateOpen[gate.check] = true
                } else {
                    allOpen = false
                }
            }
            if allOpen { gatesSettled[api] = true }
        }
        var earlier = 0
        if event.isSuper {
            let parentDepth = frames.count - 1
            for call in superCalls.buffer where call.depth == parentDepth && call.api == api { earlier += 1 }
        }
        let context = EventContext(event: event, frames: frames.buffer, earlierSuperCalls: earlier)
        if event.isSuper {
            // Only a call made directly inside an override reaches the checks of that override.
            if let parent = frames.last, !parent.isSuper {
                for position in superCallSpans[parent.api] { receive(superCallRoutes[position], event, context) }
            }
        } else if event.warningIndex >= 0 {
            for check in program.warningRoutes[event.warningIndex] { receive(check, event, context) }
        } else if !sameCall {
            for index in runSpans[api] {
                let run = runs[index]
                monitors.deliver(run.bank, run.routes, routes, event, context, &table, &report, &drafted)
            }
            if drafted.count == 1 {
                // One draft is in order as it is: no sorted copy (a gated check drafts on every event).
                record(drafted[0].draft, from: drafted[0].check)
                drafted.removeAll(keepingCapacity: true)
            } else if !drafted.isEmpty {
                // Drafts of one event keep the order of its routes in check order (`Route.order`).
                let inRouteOrder = drafted.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
                drafted.removeAll(keepingCapacity: true)
                for (_, (_, check, draft)) in inRouteOrder { record(draft, from: check) }
            }
        }
        if event.isSuper, frames.count > 0 { superCalls.push((frames.count - 1, api)) }
        if api >= 0 {
            frames.push(
                Frame(
                    api: api, receiver: event.receiver, subject: event.subjectObject, line: event.line,
                    isSuper: event.isSuper, isExplicit: event.isExplicit))
            if isDealloc[api], !event.isSuper {
                flush(slot: event.receiverSlot, object: event.receiver)
                table.reset(event.receiverSlot)
            }
        }
    }

    /// The reader stopped tracking an object: reports what still waits on it, keeps its name if it
    /// has drafts, and frees its row for the next object.
    mutating func release(_ object: TrackedObject) {
        guard object.slot < table.rows else { return }
        if !initialRowsFlushQuietly || !table.isUntouched(object.slot) {
            flush(slot: object.slot, object: object.id)
            table.reset(object.slot)
        }
        if !unnamed.isEmpty, unnamed.remove(object.id) != nil { names[object.id] = object.name }
    }

    /// Delivers a `super` call or a console warning to the check `check` as its `event`.
    private mutating func receive(_ check: Int, _ event: RawEvent, _ context: EventContext) {
        monitors.receive(check, .event, &table[event.receiverSlot, check], object: event.receiver, context, &report)
        collectReport(from: check)
    }

    /// Moves what a monitor reported into the drafts.
    private mutating func collectReport(from check: Int) {
        guard !report.isEmpty else { return }
        for draft in report { record(draft, from: check) }
        report.removeAll(keepingCapacity: true)
    }

    /// Drafts held at most per check whose gate is still closed. A gated check (`when_logged`) drafts
    /// in case the gate opens later; on a long log that never shows the gated event (a trace that
    /// does not log `addSubview:`) the drafts would grow with the trace, so past this many the rest
    /// are dropped: memory stays bounded, and a log that opens the gate only after this many drafts
    /// reports the first ones.
    static let heldWhileGated = 4096

    /// Keeps a draft, and notes that its object's final name will be needed.
    private mutating func record(_ draft: ViolationDraft, from check: Int) {
        if !gateOpen[check] {
            guard heldWhileGated[check] < Self.heldWhileGated else { return }
            heldWhileGated[check] += 1
        }
        drafts.append((check, draft))
        if names[draft.object] == nil { unnamed.insert(draft.object) }
    }

    /// The violations, once the trace has ended and `remaining` (the objects still tracked) have had
    /// their last flush: gated checks that never saw their gate drop theirs.
    mutating func finish(rules: [RuleRecord], remaining: [TrackedObject]) -> [Violation] {
        for object in remaining where object.slot < table.rows { flush(slot: object.slot, object: object.id) }
        for object in remaining where unnamed.contains(object.id) { names[object.id] = object.name }
        var seen: Set<String> = []
        var violations: [Violation] = []
        for (check, draft) in drafts where gateOpen[check] {
            let compiled = program.checks[check]
            let rule = rules[compiled.rule]
            let object = names[draft.object] ?? "controller"
            guard seen.insert("\(rule.id)|\(draft.line)|\(draft.object)").inserted else { continue }
            violations.append(
                Violation(
                    rule: rule.id, severity: rule.severity, line: draft.line, column: draft.column, object: object,
                    message: compiled.message, fix: rule.fix.en, relatedLines: draft.related))
        }
        return violations.sorted { ($0.line, $0.column, $0.rule) < ($1.line, $1.column, $1.rule) }
    }

    /// Reports what waits on an object (at its dealloc, its release or the end of the trace).
    private mutating func flush(slot: Int, object: Int) {
        monitors.flush(slot: slot, object: object, &table, &report, &flushed)
        guard flushed.count > 1 else {
            if let (check, draft) = flushed.popLast() { record(draft, from: check) }
            return
        }
        // The banks report kind by kind; the drafts keep check order, as the routes' drafts do.
        let inCheckOrder = flushed.enumerated().sorted { ($0.element.check, $0.offset) < ($1.element.check, $1.offset) }
        flushed.removeAll(keepingCapacity: true)
        for (_, (check, draft)) in inCheckOrder { record(draft, from: check) }
    }

    /// A callback logged inside the explicit call that caused it (`child.willMove(toParent: nil)` then,
    /// indented, `-[Child willMoveToParentViewController:]`) is one occurrence, already counted.
    private func isSameCallLoggedInside(_ event: RawEvent) -> Bool {
        guard let parent = frames.last else { return false }
        return parent.isExplicit && !parent.isSuper && parent.api == event.apiIndex
    }
}
