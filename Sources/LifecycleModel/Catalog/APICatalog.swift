/// The API catalog with lookup by any spelling: the one place spellings are resolved.
public struct APICatalog: Sendable, Equatable {
    public let records: [APIRecord]
    private let byID: [String: Int]
    /// The records each spelling's full key names, in record order; `Knowledge.snapshot()` keeps it.
    let byFullKey: [String: [Int]]
    /// The records each Swift base name names, in record order; `Knowledge.snapshot()` keeps it.
    let byBaseKey: [String: [Int]]
    private let classNames: Set<String>

    /// Builds the lookup tables by parsing every spelling of every record.
    public init(_ records: [APIRecord]) {
        var full: [String: [Int]] = [:]
        var base: [String: [Int]] = [:]
        func add(_ index: Int, _ spelling: String?) {
            guard let spelling, let parsed = APISpelling(spelling) else { return }
            if !(full[parsed.fullKey]?.contains(index) ?? false) { full[parsed.fullKey, default: []].append(index) }
            if let key = parsed.baseKey, !(base[key]?.contains(index) ?? false) { base[key, default: []].append(index) }
        }
        for (index, record) in records.enumerated() {
            add(index, record.selector)
            add(index, record.swift)
            add(index, record.swift4)
            for alias in record.aliases ?? [] { add(index, alias) }
        }
        self.init(records, byFullKey: full, byBaseKey: base)
    }

    /// The catalog with spelling tables built before (by `init(_:)`, then kept in a snapshot): parsing
    /// every spelling again was a twelfth of a cold `ask`.
    init(_ records: [APIRecord], byFullKey: [String: [Int]], byBaseKey: [String: [Int]]) {
        self.records = records
        var byID: [String: Int] = [:]
        byID.reserveCapacity(records.count)
        for (index, record) in records.enumerated() { byID[record.id] = index }
        self.byID = byID
        self.byFullKey = byFullKey
        self.byBaseKey = byBaseKey
        self.classNames = Set(records.map(\.className))
    }

    /// The record with this exact identifier (`UIView.removeFromSuperview`).
    public func record(id: String) -> APIRecord? {
        byID[id].map { records[$0] }
    }

    /// The position in `records` of the record with this identifier, found by hash, not by scanning.
    public func index(ofID id: String) -> Int? {
        byID[id]
    }

    /// Whether the catalog knows this UIKit class; user subclasses in a spelling are ignored.
    public func knowsClass(_ name: String) -> Bool {
        classNames.contains(name)
    }

    /// Every record a spelling can mean, the exact spelling before the Swift base name.
    /// A class in the spelling narrows the result when it is a catalog class.
    public func lookup(_ spelling: String) -> [APIRecord] {
        guard let parsed = APISpelling(spelling) else { return [] }
        return lookup(parsed)
    }

    /// Lookup of an already parsed spelling.
    public func lookup(_ parsed: APISpelling) -> [APIRecord] {
        var hits = byFullKey[parsed.fullKey] ?? []
        if hits.isEmpty, let base = parsed.baseKey { hits = byBaseKey[base] ?? [] }
        if hits.isEmpty { hits = byBaseKey[parsed.fullKey] ?? [] }
        var found = hits.map { records[$0] }
        if let className = parsed.className, classNames.contains(className) {
            let narrowed = found.filter { $0.className == className }
            if !narrowed.isEmpty { found = narrowed }
        }
        return found
    }

    /// Lookup by an already normalized key (`viewwillappear`), for readers that scan bytes.
    public func lookup(key: String) -> [APIRecord] {
        positions(key: key).map { records[$0] }
    }

    /// The positions in `records` of what `lookup(key:)` finds.
    public func positions(key: String) -> [Int] {
        byFullKey[key] ?? byBaseKey[key] ?? []
    }

    /// Every key a spelling of the catalog normalizes to, full and base (`viewwillappear`,
    /// `willmovetoparent`), from the tables built when the catalog was: no spelling is parsed again.
    public var spellingKeys: Set<String> {
        Set(byFullKey.keys).union(byBaseKey.keys)
    }
}
