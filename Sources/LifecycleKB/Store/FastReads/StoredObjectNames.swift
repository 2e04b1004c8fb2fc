import LifecycleCheck

/// The names of the objects a stored trace's events refer to, for `traces show`: the recent ones in a
/// fixed direct-mapped table by object number (a trace refers to objects named lately), the rest
/// asked of the store. Memory stays fixed however many objects the trace has.
struct StoredObjectNames {
    private static let size = 4096
    private var ids = [Int](repeating: -1, count: size)
    private var names = [String](repeating: "", count: size)

    /// The name of object `id`; `object` describes it when the table does not hold it.
    mutating func name(_ id: Int, _ object: (Int) throws -> TraceObject) throws -> String {
        let slot = id & (Self.size - 1)
        if ids[slot] == id { return names[slot] }
        let name = try object(id).name
        ids[slot] = id
        names[slot] = name
        return name
    }
}
