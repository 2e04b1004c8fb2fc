import LifecycleModel

/// The tokenizer's tables in the store's snapshot, after the knowledge's records and sharing their
/// text table, so a cold `ask` reads them instead of building them from the catalog.
extension TokenizerTables {
    /// Names the tables' layout and the way `init(catalog:)` builds them; it is part of the
    /// snapshot's header, so a store holding tables of another name is refreshed on its next opening.
    public static let snapshotName = "question tokenizer tables 1"

    /// Writes the tables, every set and table sorted (the bytes must not follow hash order).
    public func write(to out: inout SnapshotWriter) {
        out.strings(proseKeys.sorted())
        out.strings(proseBaseNames.sorted())
        out.array(aliasPhrases) { out, phrase in
            out.array(phrase.units) { $0.strings($1) }
            out.array(phrase.records) { $0.count($1) }
        }
        out.array(selectorHeads.sorted { $0.key < $1.key }) { out, entry in
            out.string(entry.key)
            out.array(entry.value) { $0.count($1) }
        }
    }

    /// The tables `write(to:)` wrote for a catalog of `recordCount` records; a position past them,
    /// a key written twice or bytes left over mean the snapshot is damaged.
    public init(snapshot r: inout SnapshotReader, recordCount: Int) throws(SnapshotReader.Damaged) {
        func positions(_ r: inout SnapshotReader) throws(SnapshotReader.Damaged) -> [Int] {
            let positions = try r.array { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in try r.count() }
            guard positions.allSatisfy({ $0 < recordCount }) else { throw r.damaged() }
            return positions
        }
        let proseKeys = try r.strings()
        let proseBaseNames = try r.strings()
        let aliasPhrases = try r.array { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in
            AliasPhrase(
                units: try r.array { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in try r.strings() },
                records: try positions(&r))
        }
        let heads = try r.array { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in
            (key: try r.string(), records: try positions(&r))
        }
        var selectorHeads: [String: [Int]] = [:]
        selectorHeads.reserveCapacity(heads.count)
        for head in heads {
            guard selectorHeads.updateValue(head.records, forKey: head.key) == nil else { throw r.damaged() }
        }
        guard r.isAtEnd else { throw r.damaged() }
        self.init(
            proseKeys: Set(proseKeys), aliasPhrases: aliasPhrases, proseBaseNames: Set(proseBaseNames), selectorHeads: selectorHeads)
    }
}
