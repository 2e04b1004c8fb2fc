/// One object a trace talks about, identified by address, class, tag, or as the one anonymous
/// controller of a trace that names no receiver.
public struct TraceObject: Codable, Hashable, Sendable {
    /// Dense index of the object within one trace; also the order of first appearance.
    public var id: Int
    /// How the trace names it: `<ViewController: 0x7fa1c0d05e70>`, `ContainerViewController`, `child`.
    public var name: String
    public var className: String?
    public var address: String?

    public init(id: Int, name: String, className: String? = nil, address: String? = nil) {
        self.id = id
        self.name = name
        self.className = className
        self.address = address
    }

    /// Whether the log names the object (a class, an address or a tag), so that the order of its
    /// lines is its own: the one anonymous controller of a log of bare method names is not named, nor
    /// is a tag written `controller`, which reads the same.
    public var isNamed: Bool { className != nil || address != nil || name != TrackedObject.anonymousName }
}
