/// The monitors of one run, one per enabled check, kept by kind in `MonitorBank`s, so delivering an
/// event is a direct call on a monitor read in place (`Dispatch`). Monitors hold parameters only; the
/// per-object state lives in `MonitorTable`, whose row layout (`columns`) is decided here from what
/// each kind's monitor says about itself.
final class MonitorSet: Sendable {
    /// Each check's monitor: its bank and its position in that bank.
    let places: [(bank: Int, index: Int)]
    /// Each check's cell in a `MonitorTable` row, -1 for a check that keeps no state.
    let columns: [Int]
    /// Cells per `MonitorTable` row.
    let width: Int
    /// One bank per kind in use, in the order of the first check of each kind.
    private let banks: [MonitorBank]
    private let placesStorage: PinnedArray<(bank: Int, index: Int)>
    private let bankReferences: PinnedArray<Unmanaged<MonitorBank>>
    /// The checks that report at an object's end, grouped by bank: one list per bank that has any.
    private let flushedChecks: [PinnedArray<MonitorBank.Flushed>]
    private let flushing: PinnedArray<(bank: Int, checks: UnsafeBufferPointer<MonitorBank.Flushed>)>

    init(_ monitors: [any Monitor]) {
        var bankOfKind: [ObjectIdentifier: Int] = [:]
        var groups: [[any Monitor]] = []
        var places: [(bank: Int, index: Int)] = []
        for monitor in monitors {
            let kind = ObjectIdentifier(type(of: monitor))
            let bank = bankOfKind[kind] ?? groups.count
            if bank == groups.count {
                bankOfKind[kind] = bank
                groups.append([])
            }
            places.append((bank, groups[bank].count))
            groups[bank].append(monitor)
        }
        let banks = groups.map { $0[0].bank(of: $0) }
        self.banks = banks
        self.places = places
        var columns: [Int] = []
        var width = 0
        for place in places {
            columns.append(banks[place.bank].keepsState ? width : -1)
            if banks[place.bank].keepsState { width += 1 }
        }
        self.columns = columns
        self.width = width
        placesStorage = PinnedArray(places)
        bankReferences = PinnedArray(banks.map { Unmanaged.passUnretained($0) })
        // Only the checks that can report at an object's end are flushed.
        let flushes = places.map { banks[$0.bank].monitorReportsAtEnd(banks[$0.bank].monitors, $0.index) }
        let flushingBanks = banks.indices.filter { bank in places.indices.contains { places[$0].bank == bank && flushes[$0] } }
        flushedChecks = flushingBanks.map { bank in
            PinnedArray(places.indices.filter { places[$0].bank == bank && flushes[$0] }.map { ($0, places[$0].index, columns[$0]) })
        }
        flushing = PinnedArray(
            zip(flushingBanks, flushedChecks).map { ($0, UnsafeBufferPointer(start: $1.elements, count: $1.count)) })
    }

    var count: Int { places.count }

    /// The cell an object starts with for check `check`, as its monitor says.
    func initialCell(_ check: Int) -> MonitorCell {
        let place = places[check]
        return banks[place.bank].initialCell(banks[place.bank].monitors, place.index)
    }

    /// The banks as pointers into this set's storage, valid while the set lives: the hot path
    /// reaches them without reference counting.
    var dispatch: Dispatch {
        Dispatch(
            places: placesStorage.elements, banks: bankReferences.elements,
            flushing: UnsafeBufferPointer(start: flushing.elements, count: flushing.count))
    }

    /// Reaches the monitors of a set; see `dispatch`.
    struct Dispatch {
        let places: UnsafePointer<(bank: Int, index: Int)>
        /// The banks, held by the set; `Unmanaged` so a call costs no reference counting.
        let banks: UnsafePointer<Unmanaged<MonitorBank>>
        /// The banks whose kind reports something at an object's end (`flush`), each with its checks,
        /// so the rest are skipped.
        let flushing: UnsafeBufferPointer<(bank: Int, checks: UnsafeBufferPointer<MonitorBank.Flushed>)>

        /// Delivers an event to the monitor of check `check` (console warnings and `super` calls; the
        /// routes of API events go a run of one bank at a time, `deliver`).
        func receive(
            _ check: Int, _ role: Role, _ cell: inout MonitorCell, object: Int, _ context: EventContext, _ report: inout [ViolationDraft]
        ) {
            let place = places[check]
            banks[place.bank]._withUnsafeGuaranteedRef { $0.receive($0.monitors, place.index, role, &cell, object, context, &report) }
        }

        /// Delivers an event to one run of routes, all to monitors of bank `bank`.
        @inline(__always)
        func deliver(
            _ bank: Int, _ positions: Range<Int>, _ routes: UnsafePointer<CheckProgram.Route>, _ event: RawEvent, _ context: EventContext,
            _ table: inout MonitorTable, _ report: inout [ViolationDraft], _ drafted: inout MonitorBank.Drafted
        ) {
            banks[bank]._withUnsafeGuaranteedRef { $0.deliver($0.monitors, positions, routes, event, context, &table, &report, &drafted) }
        }

        /// An object ended (deallocated, released, or the trace ended): every check that reports at
        /// an object's end reports what still waits in its cell, into `flushed`, bank by bank.
        func flush(
            slot: Int, object: Int, _ table: inout MonitorTable, _ report: inout [ViolationDraft],
            _ flushed: inout [(check: Int, draft: ViolationDraft)]
        ) {
            for (bank, checks) in flushing {
                banks[bank]._withUnsafeGuaranteedRef { $0.flush($0.monitors, checks, slot, object, &table, &report, &flushed) }
            }
        }
    }
}
