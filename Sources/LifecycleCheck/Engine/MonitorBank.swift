/// The monitors of one kind in one run, in a typed array, behind one non-generic class so the session
/// reaches any kind the same way: one dynamic call per run of routes, per `super` call or warning line
/// and per flushed check, and inside it a loop specialised for the kind's monitor. The only subclass
/// is `TypedMonitorBank`; this class is never made on its own (its initializer is file-private).
class MonitorBank: @unchecked Sendable {
    /// Whether the kind keeps a cell per object (`Monitor.keepsState`).
    let keepsState: Bool
    /// Whether the kind reports at an object's end (`Monitor.reportsAtEnd`).
    let reportsAtEnd: Bool

    fileprivate init(keepsState: Bool, reportsAtEnd: Bool) {
        self.keepsState = keepsState
        self.reportsAtEnd = reportsAtEnd
    }

    /// The cell an object starts with for the monitor at `index`.
    func initialCell(_ index: Int) -> MonitorCell { preconditionFailure("MonitorBank is made only as TypedMonitorBank") }

    /// Delivers an event to the monitors of one run of routes; what they report goes to `drafted`
    /// with the route's order.
    func deliver(
        _ positions: Range<Int>, _ routes: UnsafePointer<CheckProgram.Route>, _ event: RawEvent, _ context: EventContext,
        _ table: inout MonitorTable, _ report: inout [ViolationDraft], _ drafted: inout [(order: Int, check: Int, draft: ViolationDraft)]
    ) { preconditionFailure("MonitorBank is made only as TypedMonitorBank") }

    /// Delivers an event to the monitor at `index` (console warnings and `super` calls).
    func receive(
        _ index: Int, _ role: Role, _ cell: inout MonitorCell, object: Int, _ context: EventContext, _ report: inout [ViolationDraft]
    ) { preconditionFailure("MonitorBank is made only as TypedMonitorBank") }

    /// Reports what still waits in a cell of the monitor at `index`.
    func flush(_ index: Int, _ cell: MonitorCell, object: Int, _ report: inout [ViolationDraft]) {
        preconditionFailure("MonitorBank is made only as TypedMonitorBank")
    }
}

/// The monitors of one kind `M`, read in place.
final class TypedMonitorBank<M: Monitor>: MonitorBank, @unchecked Sendable {
    private let monitors: PinnedArray<M>

    init(_ monitors: [M]) {
        self.monitors = PinnedArray(monitors)
        super.init(keepsState: M.keepsState, reportsAtEnd: M.reportsAtEnd)
    }

    override func initialCell(_ index: Int) -> MonitorCell { monitors[index].initialCell }

    override func deliver(
        _ positions: Range<Int>, _ routes: UnsafePointer<CheckProgram.Route>, _ event: RawEvent, _ context: EventContext,
        _ table: inout MonitorTable, _ report: inout [ViolationDraft], _ drafted: inout [(order: Int, check: Int, draft: ViolationDraft)]
    ) {
        let monitors = self.monitors.elements
        for position in positions {
            let route = routes[position]
            let (object, slot) = route.pattern.object(of: event)
            guard object >= 0 else { continue }
            let match = route.pattern.matches(event.argument)
            guard match == .yes || (match == .maybe && route.role.acceptsUnknownArgument) else { continue }
            monitors[route.monitor].receive(route.role, &table[slot, column: route.column], object: object, context, &report)
            if !report.isEmpty {
                for draft in report { drafted.append((route.order, route.check, draft)) }
                report.removeAll(keepingCapacity: true)
            }
        }
    }

    override func receive(
        _ index: Int, _ role: Role, _ cell: inout MonitorCell, object: Int, _ context: EventContext, _ report: inout [ViolationDraft]
    ) {
        monitors[index].receive(role, &cell, object: object, context, &report)
    }

    override func flush(_ index: Int, _ cell: MonitorCell, object: Int, _ report: inout [ViolationDraft]) {
        monitors[index].flush(cell, object: object, &report)
    }
}

extension Monitor {
    /// A bank of the monitors in `group` that are of this monitor's kind.
    func bank(of group: [any Monitor]) -> MonitorBank {
        TypedMonitorBank(group.compactMap { $0 as? Self })
    }
}
