@testable import LifecycleCheck

/// The plain twin of `ObjectTable`: the same naming rules with a `Dictionary` from names to object
/// numbers and no slots, arenas or reuse, slow and obviously correct, for
/// `ObjectTableReferenceTests` to hold the fast table to.
struct ReferenceObjectTable {
    /// A name as the table files it: its kind (`LiveNameTable.Kind`) and its text.
    struct Name: Hashable {
        var kind: LiveNameTable.Kind
        var text: String
    }

    /// What the table knows about an object.
    struct Object: Equatable {
        var tag: String?
        var className: String?
        var address: String?
    }

    private(set) var objects: [Object] = []
    private(set) var names: [Name: Int] = [:]
    /// Objects no name reaches any more, in the order they became so, not released yet.
    private(set) var unreachable: [Int] = []
    private(set) var released: Set<Int> = []
    private var lived: Set<Int> = []
    private var anonymous: Int?

    /// The object a line's reference names: `tag`, `className`, an address (with the class its
    /// description gives), or nothing (the anonymous controller).
    mutating func resolve(tag: String?, className: String?, address: String?) -> Int {
        if let address {
            if let known = names[Name(kind: .address, text: address)] {
                if objects[known].className == nil, let className { objects[known].className = className }
                return known
            }
            let owner = className.flatMap { names[Name(kind: .className, text: $0)] }
            if let owner, objects[owner].address == nil {
                objects[owner].address = address
                names[Name(kind: .address, text: address)] = owner
                return owner
            }
            let object = create(Object(className: className, address: address))
            names[Name(kind: .address, text: address)] = object
            if let className, owner == nil { names[Name(kind: .className, text: className)] = object }
            return object
        }
        if let className { return named(Name(kind: .className, text: className), Object(className: className)) }
        if let tag { return named(Name(kind: .tag, text: tag), Object(tag: tag)) }
        if let anonymous { return anonymous }
        anonymous = create(Object())
        return anonymous!
    }

    /// An event other than an initializer.
    mutating func markLived(_ object: Int) {
        lived.insert(object)
    }

    /// An initializer: on an object that already lived, a new object takes over its names.
    mutating func beginLife(_ object: Int) -> Int {
        guard lived.contains(object) else { return object }
        let fresh = create(objects[object])
        for (name, owner) in names where owner == object { names[name] = fresh }
        if anonymous == object { anonymous = fresh }
        noteIfUnreachable(object)
        noteIfUnreachable(fresh)
        return fresh
    }

    /// `dealloc`: the object's names name nothing any more.
    mutating func endLife(_ object: Int) {
        names = names.filter { $0.value != object }
        if anonymous == object { anonymous = nil }
        noteIfUnreachable(object)
    }

    /// Lets go of an unreachable object.
    mutating func release(_ object: Int) {
        unreachable.removeAll { $0 == object }
        released.insert(object)
    }

    private mutating func named(_ name: Name, _ object: Object) -> Int {
        if let known = names[name] { return known }
        let created = create(object)
        names[name] = created
        return created
    }

    private mutating func create(_ object: Object) -> Int {
        objects.append(object)
        return objects.count - 1
    }

    private mutating func noteIfUnreachable(_ object: Int) {
        guard !unreachable.contains(object), !released.contains(object), !names.values.contains(object), anonymous != object else { return }
        unreachable.append(object)
    }
}
