/// The state of every check that keeps one, for every live object, in one flat buffer, row-major
/// (`[slot, check]`), grown a row per new slot and reset when the reader releases the slot's object,
/// so memory follows the live objects and one event touches one row. Checks that keep no state share
/// one scratch cell. Non-copyable: it owns its buffers, and an event's delivery reaches a cell in place
/// with no checks.
struct MonitorTable: ~Copyable {
    private var cells: UnsafeMutablePointer<MonitorCell>
    private var capacity: Int
    private let initialRow: UnsafeMutablePointer<MonitorCell>
    /// Each check's position in a row, -1 for a check that keeps no state.
    private let columns: UnsafeMutablePointer<Int>
    private let scratch: UnsafeMutablePointer<MonitorCell>
    /// Cells per row.
    private let width: Int
    private(set) var rows = 0
    /// Per row, whether it is known to hold its initial cells (`isUntouched`): a flag, since comparing
    /// a row's bytes costs more than the flush it would spare.
    private var untouched: UnsafeMutablePointer<Bool>

    init(_ monitors: MonitorSet) {
        width = monitors.width
        columns = .allocate(capacity: max(1, monitors.count))
        columns.initialize(from: monitors.columns, count: monitors.count)
        initialRow = .allocate(capacity: max(1, width))
        for check in 0..<monitors.count where columns[check] >= 0 {
            (initialRow + columns[check]).initialize(to: monitors.initialCell(check))
        }
        scratch = .allocate(capacity: 1)
        scratch.initialize(to: MonitorCell())
        capacity = 64
        cells = .allocate(capacity: max(1, capacity * width))
        untouched = .allocate(capacity: capacity)
    }

    deinit {
        cells.deallocate()
        untouched.deallocate()
        initialRow.deallocate()
        columns.deallocate()
        scratch.deallocate()
    }

    /// The cell of one slot's object for one check, in place (the scratch cell for a check that keeps
    /// no state).
    subscript(slot: Int, check: Int) -> MonitorCell {
        unsafeAddress { UnsafePointer(address(slot, check)) }
        unsafeMutableAddress { address(slot, check) }
    }

    /// The cell at `column` (`MonitorSet.columns`, -1 for the scratch cell) of one slot's row, in place.
    subscript(slot: Int, column column: Int) -> MonitorCell {
        unsafeAddress { UnsafePointer(column >= 0 ? cells + slot * width + column : scratch) }
        unsafeMutableAddress { column >= 0 ? cells + slot * width + column : scratch }
    }

    /// Makes room for slots `0..<count`, each starting with the initial row.
    @inline(__always)
    mutating func ensure(rows count: Int) {
        if count > rows { add(rows: count) }
    }

    private mutating func add(rows count: Int) {
        if count > capacity {
            var grown = capacity * 2
            while grown < count { grown *= 2 }
            let bigger = UnsafeMutablePointer<MonitorCell>.allocate(capacity: max(1, grown * width))
            bigger.moveInitialize(from: cells, count: rows * width)
            cells.deallocate()
            cells = bigger
            let flags = UnsafeMutablePointer<Bool>.allocate(capacity: grown)
            flags.moveInitialize(from: untouched, count: rows)
            untouched.deallocate()
            untouched = flags
            capacity = grown
        }
        while rows < count {
            (cells + rows * width).initialize(from: initialRow, count: width)
            (untouched + rows).initialize(to: true)
            rows += 1
        }
    }

    /// Whether a slot's row is still as it started: added or reset, and not `touch`ed since.
    func isUntouched(_ slot: Int) -> Bool {
        slot >= rows || untouched[slot]
    }

    /// Notes that an event may write a slot's row (a negative slot is no object).
    @inline(__always)
    mutating func touch(_ slot: Int) {
        if slot >= 0 { untouched[slot] = false }
    }

    /// Restores a slot's row to the start of life.
    mutating func reset(_ slot: Int) {
        guard slot < rows else { return }
        (cells + slot * width).update(from: initialRow, count: width)
        untouched[slot] = true
    }

    @inline(__always)
    private func address(_ slot: Int, _ check: Int) -> UnsafeMutablePointer<MonitorCell> {
        let column = columns[check]
        return column >= 0 ? cells + slot * width + column : scratch
    }
}
