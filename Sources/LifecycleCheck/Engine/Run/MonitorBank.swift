/// The monitors of one kind in one run, in a typed array, behind one non-generic class so the session
/// reaches every kind the same way: one call per run of routes, per `super` call or warning line and
/// per object end, and inside it a loop over the kind's monitors. The calls are closures made by
/// `init` for the kind's monitor type; each kind calls `init` from its own `Monitor.bank` with its
/// concrete type, so the compiler specialises the closures for it (a generic class's methods would run
/// unspecialised, through witness tables, on every event). The closures capture nothing and take the
/// monitors' address, so a call needs no context.
final class MonitorBank: @unchecked Sendable {
    typealias Drafted = [(order: Int, check: Int, draft: ViolationDraft)]
    /// A check of this bank that reports at an object's end: its monitor and its cell's column.
    typealias Flushed = (check: Int, index: Int, column: Int)

    /// Whether the kind keeps a cell per object (`Monitor.keepsState`).
    let keepsState: Bool
    /// The monitors, typed by the closures; `storage` keeps them alive.
    let monitors: UnsafeRawPointer
    private let storage: AnyObject
    /// The cell an object starts with for the monitor at an index.
    let initialCell: (_ monitors: UnsafeRawPointer, _ index: Int) -> MonitorCell
    /// Whether the monitor at an index can report at an object's end (`Monitor.reportsAtEnd`).
    let monitorReportsAtEnd: (_ monitors: UnsafeRawPointer, _ index: Int) -> Bool
    /// Delivers an event to the monitors of one run of routes; what they report goes to `drafted`
    /// with the route's order.
    let deliver:
        (
            _ monitors: UnsafeRawPointer, _ positions: Range<Int>, _ routes: UnsafePointer<CheckProgram.Route>, _ event: RawEvent,
            _ context: EventContext, _ table: inout MonitorTable, _ report: inout [ViolationDraft], _ drafted: inout Drafted
        ) -> Void
    /// Delivers an event to the monitor at an index (console warnings and `super` calls).
    let receive:
        (
            _ monitors: UnsafeRawPointer, _ index: Int, _ role: Role, _ cell: inout MonitorCell, _ object: Int, _ context: EventContext,
            _ report: inout [ViolationDraft]
        ) -> Void
    /// An object ended: each of `checks` reports what still waits in its cell, into `flushed`.
    let flush:
        (
            _ monitors: UnsafeRawPointer, _ checks: UnsafeBufferPointer<Flushed>, _ slot: Int, _ object: Int, _ table: inout MonitorTable,
            _ report: inout [ViolationDraft], _ flushed: inout [(check: Int, draft: ViolationDraft)]
        ) -> Void

    init<M: Monitor>(_ monitors: [M]) {
        let storage = PinnedArray(monitors)
        self.storage = storage
        self.monitors = UnsafeRawPointer(storage.elements)
        keepsState = M.keepsState
        initialCell = { monitors, index in monitors.assumingMemoryBound(to: M.self)[index].initialCell }
        monitorReportsAtEnd = { monitors, index in M.reportsAtEnd && monitors.assumingMemoryBound(to: M.self)[index].reportsAtEnd }
        deliver = { monitors, positions, routes, event, context, table, report, drafted in
            let monitors = monitors.assumingMemoryBound(to: M.self)
            for position in positions {
                let route = routes[position]
                let (object, slot) = route.pattern.object(of: event)
                guard object >= 0, route.accepts(event) else { continue }
                monitors[route.monitor].receive(route.role, &table[slot, column: route.column], object: object, context, &report)
                if !report.isEmpty {
                    for draft in report { drafted.append((route.order, route.check, draft)) }
                    report.removeAll(keepingCapacity: true)
                }
            }
        }
        receive = { monitors, index, role, cell, object, context, report in
            monitors.assumingMemoryBound(to: M.self)[index].receive(role, &cell, object: object, context, &report)
        }
        flush = { monitors, checks, slot, object, table, report, flushed in
            let monitors = monitors.assumingMemoryBound(to: M.self)
            for check in checks {
                monitors[check.index].flush(table[slot, column: check.column], object: object, &report)
                if !report.isEmpty {
                    for draft in report { flushed.append((check.check, draft)) }
                    report.removeAll(keepingCapacity: true)
                }
            }
        }
    }
}

extension Monitor {
    /// A bank of the monitors in `group` that are of this monitor's kind (setup: the group is read
    /// once, through the kind's own specialised `bank`).
    func bank(of group: [any Monitor]) -> MonitorBank {
        Self.bank(group.compactMap { $0 as? Self })
    }
}
