import LifecycleModel

/// The catalog's lookup keys in a byte-keyed table, plus the few facts about each record the reader
/// needs per line, so resolving a method name costs one hash and no allocation or reference counting.
struct APIKeyTable: Sendable {
    /// What the reader needs to know about one catalog record, as plain values.
    struct Facts: Sendable {
        var kind: APIRecord.Kind
        var subjectIsArgument: Bool
        var plainWord: Bool
        var parameterCount: Int
        /// Whether the first parameter takes an object (`addChildViewController:`), not a value (`viewWillAppear:`).
        var firstParameterIsObject: Bool
        var isDealloc: Bool
    }

    /// The record's identity, kept apart from `facts` so the hot path copies no strings.
    struct Names: Sendable {
        var id: String
        var selector: String
        var className: String
    }

    private(set) var facts: [Facts] = []
    private(set) var names: [Names] = []
    private var keys = ByteInterner(capacity: 512)
    /// For each key: where its records start in `records` and how many there are.
    private var spans: [(start: Int32, count: Int32)] = []
    private var records: [Int32] = []
    /// The catalog's spellings exactly as written (`viewWillAppear:`, `viewWillAppear(_:)`), mapped to
    /// the span of their normalized key: the common case skips normalizing the line's bytes.
    private var exact = ByteInterner(capacity: 512)
    private var exactSpans: [Int] = []
    /// No key, spelling or class name holds a digit, so a digit in a line never decides a lookup
    /// (what `MessageShape` relies on).
    private(set) var isFreeOfDigits = true

    init(catalog: APICatalog) {
        for record in catalog.records {
            names.append(Names(id: record.id, selector: record.selector, className: record.className))
            facts.append(
                Facts(
                    kind: record.kind, subjectIsArgument: record.subject == .argument, plainWord: record.plainWord ?? false,
                    parameterCount: record.selector.utf8.reduce(0) { $0 + ($1 == ASCII.colon ? 1 : 0) },
                    firstParameterIsObject: FirstParameter.isObject(selector: record.selector),
                    isDealloc: record.selector == "dealloc"))
        }
        // The catalog's own key tables (kept in the knowledge snapshot): parsing every spelling again
        // and finding records by id was a fifth of a `check`'s start-up.
        let allKeys = catalog.spellingKeys
        isFreeOfDigits =
            !(allKeys.contains { $0.utf8.contains(where: ASCII.isDigit) }
            || catalog.records.contains { record in
                ([record.selector, record.className, record.swift, record.swift4].compactMap { $0 } + (record.aliases ?? []))
                    .contains { $0.utf8.contains(where: ASCII.isDigit) }
            })
        for key in allKeys.sorted() {
            let found = catalog.positions(key: key)
            guard !found.isEmpty else { continue }
            let slot = keys.intern(key)
            precondition(slot == spans.count, "catalog keys are distinct")
            spans.append((Int32(records.count), Int32(found.count)))
            records.append(contentsOf: found.map { Int32($0) })
        }
        for record in catalog.records {
            for spelling in [record.selector, record.swift, record.swift4].compactMap({ $0 }) {
                guard let parsed = APISpelling(spelling), let slot = keys.find(parsed.fullKey) else { continue }
                if exact.intern(spelling) == exactSpans.count { exactSpans.append(slot) }
            }
        }
    }

    /// The records a normalized key (lowercase letters and digits) can mean, best first, as a range
    /// of `record(at:)` positions.
    func records(forKey key: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard let slot = keys.find(key) else { return nil }
        let span = spans[slot]
        return Int(span.start)..<Int(span.start + span.count)
    }

    /// The records of the key that `bytes` normalize to (`viewWillAppear(_:)` → `viewwillappear`),
    /// read straight from the line.
    func records(normalizing bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard let slot = exact.find(bytes).map({ exactSpans[$0] }) ?? keys.find(normalizing: bytes) else { return nil }
        let span = spans[slot]
        return Int(span.start)..<Int(span.start + span.count)
    }

    /// The record at a position of a range returned by `records(forKey:)`.
    func record(at position: Int) -> Int { Int(records[position]) }

    /// Picks one record among several that share a spelling by `APIClassChoice`, the policy questions
    /// use too: the class the line names, else its naming convention (…Controller, …Cell), else
    /// UIViewController, then UIView.
    func choose(_ candidates: Range<Int>, className: UnsafeBufferPointer<UInt8>?) -> Int {
        let options = candidates.map { record(at: $0) }
        let classes = options.map { names[$0].className }
        if let className, !className.isEmpty {
            let name = String(decoding: className, as: UTF8.self)
            let conventional = APIClassChoice.conventionalClass(ofUserClass: name)
            let hinted = APIClassChoice.best(among: classes) { candidate in
                candidate == name ? APIClassChoice.namedClass : candidate == conventional ? APIClassChoice.convention : 0
            }
            if let hinted, let index = classes.firstIndex(of: hinted) { return options[index] }
        }
        return options[APIClassChoice.fallbackOrder(of: classes)[0]]
    }
}
