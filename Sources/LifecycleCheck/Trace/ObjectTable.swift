/// Interns the objects of one trace: every address, class and tag maps to one dense id, an address and
/// a class seen together give one object, an initializer starts a new object under the same name and
/// `dealloc` retires the name. Names are interned once (`keys(for:in:)`), so a repeated message
/// resolves its objects without hashing again.
struct ObjectTable {
    /// A name's interned keys: what `resolve(_:)` needs, independent of the line it came from.
    struct Keys: Sendable {
        enum Kind: Sendable {
            case anonymous, tag, className, address
        }

        var kind: Kind
        /// The tag, class or address key.
        var primary: Int32 = -1
        /// For an address, the key of the class the description gave, -1 when none.
        var secondary: Int32 = -1

        static let anonymous = Keys(kind: .anonymous)
    }

    private(set) var objects: [TraceObject] = []
    private var interner = ByteInterner(capacity: 256)
    /// The text of each interned key (a tag, a class name or an address).
    private var texts: [String] = []
    /// Object bound to each interned key, -1 when none.
    private var bound: [Int] = []
    /// Keys bound to each object, so a new life or a dealloc can rebind or release them.
    private var keysOfObject: [[Int]] = []
    /// Whether an object has had events other than initializers.
    private var lived: [Bool] = []
    private var anonymous: Int?

    /// Interns the name a reference gives; `enclosing` and `none` are the anonymous controller here.
    mutating func keys(for reference: IdentityReference, in line: UnsafeBufferPointer<UInt8>) -> Keys {
        switch reference.kind {
        case .none, .enclosing:
            return .anonymous
        case .tag:
            return Keys(kind: .tag, primary: slot(UInt8(ascii: "T"), line, reference.name!))
        case .className:
            return Keys(kind: .className, primary: slot(UInt8(ascii: "C"), line, reference.name!))
        case .address:
            return Keys(
                kind: .address, primary: slot(UInt8(ascii: "A"), line, reference.address!),
                secondary: reference.name.map { slot(UInt8(ascii: "C"), line, $0) } ?? -1)
        }
    }

    /// The object interned keys name now (names move to a new object at a new life).
    mutating func resolve(_ keys: Keys) -> Int {
        let key = Int(keys.primary)
        switch keys.kind {
        case .anonymous:
            return anonymousObject()
        case .tag:
            return bound[key] >= 0 ? bound[key] : create(name: texts[key], className: nil, address: nil, keys: [key])
        case .className:
            return bound[key] >= 0 ? bound[key] : create(name: texts[key], className: texts[key], address: nil, keys: [key])
        case .address:
            return resolveAddress(key, classKey: Int(keys.secondary))
        }
    }

    /// Records that an object did something other than being initialized.
    mutating func markLived(_ id: Int) {
        lived[id] = true
    }

    /// An initializer on an object that already lived means a new object under the same name.
    mutating func beginLife(_ id: Int) -> Int {
        guard lived[id] else { return id }
        let old = objects[id]
        let fresh = create(name: old.name, className: old.className, address: old.address, keys: keysOfObject[id])
        keysOfObject[id] = []
        if anonymous == id { anonymous = fresh }
        return fresh
    }

    /// After `dealloc` the name no longer refers to this object.
    mutating func endLife(_ id: Int) {
        for key in keysOfObject[id] where bound[key] == id { bound[key] = -1 }
        keysOfObject[id] = []
        if anonymous == id { anonymous = nil }
    }

    private mutating func resolveAddress(_ addressKey: Int, classKey: Int) -> Int {
        let className = classKey >= 0 ? texts[classKey] : nil
        if bound[addressKey] >= 0 {
            let id = bound[addressKey]
            if objects[id].className == nil, let className {
                objects[id].className = className
                objects[id].name = Self.displayName(className: className, address: objects[id].address)
            }
            return id
        }
        let address = texts[addressKey]
        if classKey >= 0, bound[classKey] >= 0, objects[bound[classKey]].address == nil {
            let id = bound[classKey]
            objects[id].address = address
            objects[id].name = Self.displayName(className: className, address: address)
            bound[addressKey] = id
            keysOfObject[id].append(addressKey)
            return id
        }
        let keys = classKey < 0 || bound[classKey] >= 0 ? [addressKey] : [addressKey, classKey]
        return create(name: Self.displayName(className: className, address: address), className: className, address: address, keys: keys)
    }

    private static func displayName(className: String?, address: String?) -> String {
        switch (className, address) {
        case let (name?, address?): return "<\(name): \(address)>"
        case let (nil, address?): return "<\(address)>"
        case let (name?, nil): return name
        default: return "controller"
        }
    }

    private mutating func anonymousObject() -> Int {
        if let anonymous { return anonymous }
        let id = create(name: "controller", className: nil, address: nil, keys: [])
        anonymous = id
        return id
    }

    private mutating func create(name: String, className: String?, address: String?, keys: [Int]) -> Int {
        let id = objects.count
        objects.append(TraceObject(id: id, name: name, className: className, address: address))
        keysOfObject.append(keys)
        lived.append(false)
        for key in keys { bound[key] = id }
        return id
    }

    private mutating func slot(_ kind: UInt8, _ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int32 {
        let bytes = UnsafeBufferPointer(rebasing: line[range])
        let key = interner.intern(prefix: kind, bytes)
        if key == texts.count {
            texts.append(String(decoding: bytes, as: UTF8.self))
            bound.append(-1)
        }
        return Int32(key)
    }
}
