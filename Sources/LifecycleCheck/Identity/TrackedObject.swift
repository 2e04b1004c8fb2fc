/// An object as the reader tracks it: its number in the trace, the row the engine keeps its state in
/// while it lives (`slot`, reused once it is released), and the parts of its name, joined into
/// `TraceObject.name` only when a report or a caller needs it.
struct TrackedObject: Sendable {
    var id: Int
    var slot: Int
    /// The tag that names it (`vc1`, `child`), for an object with neither class nor address.
    var tag: String?
    var className: String?
    var address: String?

    /// The object as callers see it, with the name it has now.
    var traceObject: TraceObject {
        TraceObject(id: id, name: name, className: className, address: address)
    }

    /// `<ViewController: 0x7fa1c0d05e70>`, `<0x7fa1c0d05e70>`, `ContainerViewController`, `child`, or
    /// `controller` for the one anonymous controller.
    var name: String { nameIfAny ?? Self.anonymousName }

    /// What the one anonymous controller of a log of bare method names is called.
    static let anonymousName = "controller"

    /// `TraceObject.isNamed` of the object.
    var isNamed: Bool { className != nil || address != nil || (tag != nil && tag != Self.anonymousName) }

    /// The name, or nil for the one anonymous controller.
    var nameIfAny: String? {
        switch (className, address) {
        case (let name?, let address?): "<\(name): \(address)>"
        case (nil, let address?): "<\(address)>"
        case (let name?, nil): name
        default: tag
        }
    }
}

extension TrackedObject {
    /// An object of a trace read earlier, whose row is its number (recorded events are re-checked
    /// without releasing anything).
    init(_ object: TraceObject) {
        let named = object.className != nil || object.address != nil
        self.init(id: object.id, slot: object.id, tag: named ? nil : object.name, className: object.className, address: object.address)
    }
}
