/// The monitors of one run, one per enabled check, stored by kind in typed arrays, so delivering an
/// event is a direct call on a monitor read in place (`Dispatch`). Monitors hold parameters only; the
/// per-object state lives in `MonitorTable`, whose row layout (`columns`) is decided here.
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

    /// Which typed array holds a check's monitor.
    enum Kind: UInt8, CaseIterable, Sendable {
        case precedence, order, response, balanced, noRepeat, reentrancy, superCall, consoleWarning

        /// The monitor type of the kind: what it says about itself decides the layout and the flushing.
        var monitor: any Monitor.Type {
            switch self {
            case .precedence: PrecedenceMonitor.self
            case .order: OrderMonitor.self
            case .response: ResponseMonitor.self
            case .balanced: BalancedMonitor.self
            case .noRepeat: NoRepeatMonitor.self
            case .reentrancy: ReentrancyMonitor.self
            case .superCall: SuperCallMonitor.self
            case .consoleWarning: ConsoleWarningMonitor.self
            }
        }

        /// Kinds that keep state per object; the others judge each event on its own.
        var keepsState: Bool { monitor.keepsState }
        /// Kinds that report something at an object's end (`Monitor.flush`).
        var flushes: Bool { monitor.reportsAtEnd }
    }

    /// Each check's monitor: its kind and its position in that kind's array.
    let places: [(kind: Kind, index: Int)]
    /// Each check's cell in a `MonitorTable` row, -1 for a check that keeps no state.
    let columns: [Int]
    /// Cells per `MonitorTable` row.
    let width: Int
    private let placesStorage: PinnedArray<(kind: Kind, index: Int)>
    private let precedence: PinnedArray<PrecedenceMonitor>
    private let order: PinnedArray<OrderMonitor>
    private let response: PinnedArray<ResponseMonitor>
    private let balanced: PinnedArray<BalancedMonitor>
    private let noRepeat: PinnedArray<NoRepeatMonitor>
    private let reentrancy: PinnedArray<ReentrancyMonitor>
    private let superCall: PinnedArray<SuperCallMonitor>
    private let consoleWarning: PinnedArray<ConsoleWarningMonitor>
    private let flushing: PinnedArray<Int>

    init(_ templates: [Template]) {
        var places: [(Kind, Int)] = []
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
            case .precedence(let monitor):
                places.append((.precedence, precedence.count))
                precedence.append(monitor)
            case .order(let monitor):
                places.append((.order, order.count))
                order.append(monitor)
            case .response(let monitor):
                places.append((.response, response.count))
                response.append(monitor)
            case .balanced(let monitor):
                places.append((.balanced, balanced.count))
                balanced.append(monitor)
            case .noRepeat(let monitor):
                places.append((.noRepeat, noRepeat.count))
                noRepeat.append(monitor)
            case .reentrancy(let monitor):
                places.append((.reentrancy, reentrancy.count))
                reentrancy.append(monitor)
            case .superCall(let monitor):
                places.append((.superCall, superCall.count))
                superCall.append(monitor)
            case .consoleWarning(let monitor):
                places.append((.consoleWarning, consoleWarning.count))
                consoleWarning.append(monitor)
            }
        }
        self.places = places
        var columns: [Int] = []
        var width = 0
        for (kind, _) in places {
            columns.append(kind.keepsState ? width : -1)
            if kind.keepsState { width += 1 }
        }
        self.columns = columns
        self.width = width
        placesStorage = PinnedArray(places)
        self.precedence = PinnedArray(precedence)
        self.order = PinnedArray(order)
        self.response = PinnedArray(response)
        self.balanced = PinnedArray(balanced)
        self.noRepeat = PinnedArray(noRepeat)
        self.reentrancy = PinnedArray(reentrancy)
        self.superCall = PinnedArray(superCall)
        self.consoleWarning = PinnedArray(consoleWarning)
        flushing = PinnedArray(places.indices.filter { places[$0].0.flushes })
    }

    var count: Int { places.count }

    /// The cell an object starts with for check `check`, as every kind's monitor says.
    func initialCell(_ check: Int) -> MonitorCell {
        let place = places[check]
        return switch place.kind {
        case .precedence: precedence[place.index].initialCell
        case .order: order[place.index].initialCell
        case .response: response[place.index].initialCell
        case .balanced: balanced[place.index].initialCell
        case .noRepeat: noRepeat[place.index].initialCell
        case .reentrancy: reentrancy[place.index].initialCell
        case .superCall: superCall[place.index].initialCell
        case .consoleWarning: consoleWarning[place.index].initialCell
        }
    }

    /// The monitors as pointers into this set's storage, valid while the set lives: the hot path
    /// reaches them without reference counting.
    var dispatch: Dispatch {
        Dispatch(
            places: placesStorage.elements, precedence: precedence.elements, order: order.elements, response: response.elements,
            balanced: balanced.elements, noRepeat: noRepeat.elements, reentrancy: reentrancy.elements,
            superCall: superCall.elements, consoleWarning: consoleWarning.elements,
            flushing: UnsafeBufferPointer(start: flushing.elements, count: flushing.count))
    }

    /// Reaches the monitors of a set; see `dispatch`.
    struct Dispatch {
        let places: UnsafePointer<(kind: Kind, index: Int)>
        let precedence: UnsafePointer<PrecedenceMonitor>
        let order: UnsafePointer<OrderMonitor>
        let response: UnsafePointer<ResponseMonitor>
        let balanced: UnsafePointer<BalancedMonitor>
        let noRepeat: UnsafePointer<NoRepeatMonitor>
        let reentrancy: UnsafePointer<ReentrancyMonitor>
        let superCall: UnsafePointer<SuperCallMonitor>
        let consoleWarning: UnsafePointer<ConsoleWarningMonitor>
        /// The checks whose kind reports something at an object's end (`flush`), so the rest are skipped.
        let flushing: UnsafeBufferPointer<Int>

        /// Delivers an event to the monitor of check `check` (console warnings and `super` calls; the
        /// routes of API events go to one kind of monitor at a time).
        func receive(
            _ check: Int, _ role: Role, _ cell: inout MonitorCell, object: Int, _ context: EventContext, _ report: inout [ViolationDraft]
        ) {
            let place = places[check]
            switch place.kind {
            case .precedence: precedence[place.index].receive(role, &cell, object: object, context, &report)
            case .order: order[place.index].receive(role, &cell, object: object, context, &report)
            case .response: response[place.index].receive(role, &cell, object: object, context, &report)
            case .balanced: balanced[place.index].receive(role, &cell, object: object, context, &report)
            case .noRepeat: noRepeat[place.index].receive(role, &cell, object: object, context, &report)
            case .reentrancy: reentrancy[place.index].receive(role, &cell, object: object, context, &report)
            case .superCall: superCall[place.index].receive(role, &cell, object: object, context, &report)
            case .consoleWarning: consoleWarning[place.index].receive(role, &cell, object: object, context, &report)
            }
        }

        /// Reports what still waits in a cell (the object was deallocated or the trace ended).
        func flush(_ check: Int, _ cell: MonitorCell, object: Int, _ report: inout [ViolationDraft]) {
            let place = places[check]
            switch place.kind {
            case .precedence: precedence[place.index].flush(cell, object: object, &report)
            case .order: order[place.index].flush(cell, object: object, &report)
            case .response: response[place.index].flush(cell, object: object, &report)
            case .balanced: balanced[place.index].flush(cell, object: object, &report)
            case .noRepeat: noRepeat[place.index].flush(cell, object: object, &report)
            case .reentrancy: reentrancy[place.index].flush(cell, object: object, &report)
            case .superCall: superCall[place.index].flush(cell, object: object, &report)
            case .consoleWarning: consoleWarning[place.index].flush(cell, object: object, &report)
            }
        }
    }
}
