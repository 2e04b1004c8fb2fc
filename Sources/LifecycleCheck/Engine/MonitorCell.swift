/// The state one check keeps for one object, in a form every kind shares so all checks' states live in
/// one flat table (object-major): delivering an event touches neighbouring cells and no reference counts.
struct MonitorCell: Sendable {
    /// The kind's state number (see each monitor).
    var state: Int32 = 0
    /// A counter or flag the kind needs besides its state.
    var extra: Int32 = 0
    /// The line (and column) the state remembers, 0 when none.
    var line: Int = 0
    var column: Int = 0
    /// A second line some kinds remember (the occurrence before a counted repeat), 0 when none.
    var related: Int = 0
}
