/// Every check's state for every object in one flat buffer, object-major (`[object, check]`), grown
/// a row per new object, so memory follows the objects and one event touches one row. Non-copyable:
/// it owns its buffer, and an event's delivery reaches a cell in place with no checks.
struct MonitorTable: ~Copyable {
    private var cells: UnsafeMutablePointer<MonitorCell>
    private var capacity: Int
    private let initialRow: [MonitorCell]
    private(set) var objects = 0
    let checks: Int

    init(_ monitors: MonitorSet) {
        initialRow = (0..<monitors.count).map { monitors.initialCell($0) }
        checks = initialRow.count
        capacity = 64
        cells = .allocate(capacity: max(1, capacity * checks))
    }

    deinit {
        cells.deallocate()
    }

    /// The cell of one object for one check, in place.
    subscript(object: Int, check: Int) -> MonitorCell {
        unsafeAddress { UnsafePointer(cells + object * checks + check) }
        unsafeMutableAddress { cells + object * checks + check }
    }

    /// Makes room for objects `0..<count`, each starting with the initial row.
    mutating func ensure(objects count: Int) {
        guard count > objects else { return }
        if count > capacity {
            var grown = capacity * 2
            while grown < count { grown *= 2 }
            let bigger = UnsafeMutablePointer<MonitorCell>.allocate(capacity: max(1, grown * checks))
            bigger.moveInitialize(from: cells, count: objects * checks)
            cells.deallocate()
            cells = bigger
            capacity = grown
        }
        while objects < count {
            initialRow.withUnsafeBufferPointer { row in
                if let base = row.baseAddress { (cells + objects * checks).initialize(from: base, count: checks) }
            }
            objects += 1
        }
    }

    /// Restores an object's row to the start of life.
    mutating func reset(_ object: Int) {
        guard object < objects else { return }
        for check in 0..<checks { self[object, check] = initialRow[check] }
    }
}
