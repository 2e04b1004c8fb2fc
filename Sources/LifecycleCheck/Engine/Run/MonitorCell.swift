/// The state one check keeps for one object, in a form every kind shares so all checks' states live in
/// one flat table (object-major): delivering an event touches neighbouring cells and no reference
/// counts. Lines and columns are held in 32 bits, so a row of cells stays small enough to stay in
/// cache (`LineReader` refuses a trace with more lines than that).
struct MonitorCell: Sendable {
    /// The kind's state number (see each monitor).
    var state: Int32
    /// A counter or flag the kind needs besides its state.
    var extra: Int32
    private var packedLine: UInt32
    private var packedColumn: UInt32
    private var packedRelated: UInt32

    init(state: Int32 = 0, extra: Int32 = 0, line: Int = 0, column: Int = 0) {
        self.state = state
        self.extra = extra
        packedLine = UInt32(truncatingIfNeeded: line)
        packedColumn = UInt32(truncatingIfNeeded: column)
        packedRelated = 0
    }

    /// The line (and column) the state remembers, 0 when none.
    var line: Int {
        get { Int(packedLine) }
        set { packedLine = UInt32(truncatingIfNeeded: newValue) }
    }

    var column: Int {
        get { Int(packedColumn) }
        set { packedColumn = UInt32(truncatingIfNeeded: newValue) }
    }

    /// A second line some kinds remember (the occurrence before a counted repeat), 0 when none.
    var related: Int {
        get { Int(packedRelated) }
        set { packedRelated = UInt32(truncatingIfNeeded: newValue) }
    }
}
