/// The monitors of one run, one per enabled check, stored by kind in typed arrays and reached through
/// a switch, so delivering an event is a direct call on a monitor read in place. Monitors hold
/// parameters only; the per-object state lives in `MonitorTable`.
final class MonitorSet: Sendable {
    /// The monitor of one check, as compiled from its kind and parameters.
    enum Template: Sendable {
        case precedence(PrecedenceMonitor)
        case order(OrderMonitor)
        case response(ResponseMonitor)
        case balanced(BalancedMonitor)
        case noRepeat(NoRepeatMonitor)
        case reentrancy(ReentrancyMonitor)
        case superCall(SuperCallMonitor)
        case consoleWarning(ConsoleWarningMonitor)
    }

    private enum Slot {
        case precedence(Int), order(Int), response(Int), balanced(Int)
        case noRepeat(Int), reentrancy(Int), superCall(Int), consoleWarning(Int)
    }

    private let slots: PinnedArray<Slot>
    private let precedence: PinnedArray<PrecedenceMonitor>
    private let order: PinnedArray<OrderMonitor>
    private let response: PinnedArray<ResponseMonitor>
    private let balanced: PinnedArray<BalancedMonitor>
    private let noRepeat: PinnedArray<NoRepeatMonitor>
    private let reentrancy: PinnedArray<ReentrancyMonitor>
    private let superCall: PinnedArray<SuperCallMonitor>
    private let consoleWarning: PinnedArray<ConsoleWarningMonitor>

    init(_ templates: [Template]) {
        var slots: [Slot] = []
        var precedence: [PrecedenceMonitor] = []
        var order: [OrderMonitor] = []
        var response: [ResponseMonitor] = []
        var balanced: [BalancedMonitor] = []
        var noRepeat: [NoRepeatMonitor] = []
        var reentrancy: [ReentrancyMonitor] = []
        var superCall: [SuperCallMonitor] = []
        var consoleWarning: [ConsoleWarningMonitor] = []
        for template in templates {
            switch template {
            case .precedence(let monitor): slots.append(.precedence(precedence.count)); precedence.append(monitor)
            case .order(let monitor): slots.append(.order(order.count)); order.append(monitor)
            case .response(let monitor): slots.append(.response(response.count)); response.append(monitor)
            case .balanced(let monitor): slots.append(.balanced(balanced.count)); balanced.append(monitor)
            case .noRepeat(let monitor): slots.append(.noRepeat(noRepeat.count)); noRepeat.append(monitor)
            case .reentrancy(let monitor): slots.append(.reentrancy(reentrancy.count)); reentrancy.append(monitor)
            case .superCall(let monitor): slots.append(.superCall(superCall.count)); superCall.append(monitor)
            case .consoleWarning(let monitor): slots.append(.consoleWarning(consoleWarning.count)); consoleWarning.append(monitor)
            }
        }
        self.slots = PinnedArray(slots)
        self.precedence = PinnedArray(precedence)
        self.order = PinnedArray(order)
        self.response = PinnedArray(response)
        self.balanced = PinnedArray(balanced)
        self.noRepeat = PinnedArray(noRepeat)
        self.reentrancy = PinnedArray(reentrancy)
        self.superCall = PinnedArray(superCall)
        self.consoleWarning = PinnedArray(consoleWarning)
    }

    var count: Int { slots.count }

    /// The cell an object starts with for check `check`.
    func initialCell(_ check: Int) -> MonitorCell {
        switch slots[check] {
        case .precedence(let index): precedence[index].initialCell
        default: MonitorCell()
        }
    }

    /// Delivers an event to the monitor of check `check`.
    @inline(__always)
    func receive(
        _ check: Int, _ role: Role, _ cell: inout MonitorCell, object: Int, _ context: EventContext, _ report: inout [ViolationDraft]
    ) {
        switch slots[check] {
        case .precedence(let index): precedence[index].receive(role, &cell, object: object, context, &report)
        case .order(let index): order[index].receive(role, &cell, object: object, context, &report)
        case .response(let index): response[index].receive(role, &cell, object: object, context, &report)
        case .balanced(let index): balanced[index].receive(role, &cell, object: object, context, &report)
        case .noRepeat(let index): noRepeat[index].receive(role, &cell, object: object, context, &report)
        case .reentrancy(let index): reentrancy[index].receive(role, &cell, object: object, context, &report)
        case .superCall(let index): superCall[index].receive(role, &cell, object: object, context, &report)
        case .consoleWarning(let index): consoleWarning[index].receive(role, &cell, object: object, context, &report)
        }
    }

    /// Reports what still waits in a cell (the object was deallocated or the trace ended).
    func flush(_ check: Int, _ cell: MonitorCell, object: Int, _ report: inout [ViolationDraft]) {
        switch slots[check] {
        case .response(let index): response[index].flush(cell, object: object, &report)
        case .balanced(let index): balanced[index].flush(cell, object: object, &report)
        case .noRepeat(let index): noRepeat[index].flush(cell, object: object, &report)
        default: break
        }
    }
}
