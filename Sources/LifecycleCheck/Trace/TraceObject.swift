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
}
