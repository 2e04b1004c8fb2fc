/// The catalog's spelling tables in a snapshot, after its records, so a cold process reads them
/// instead of parsing every spelling again.
extension APICatalog {
    /// Each table as its entries sorted by key (the bytes must not follow hash order), each entry
    /// the key and its record indices.
    func writeTables(to out: inout SnapshotWriter) {
        for table in [byFullKey, byBaseKey] {
            out.array(table.sorted { $0.key < $1.key }) { out, entry in
                out.string(entry.key)
                out.array(entry.value) { $0.count($1) }
            }
        }
    }

    /// The catalog of `records` with the tables `writeTables(to:)` wrote; an index past the records
    /// or a key written twice means the snapshot is damaged.
    init(_ records: [APIRecord], snapshot r: inout SnapshotReader) throws(SnapshotReader.Damaged) {
        let byFullKey = try APICatalog.readTable(&r, recordCount: records.count)
        let byBaseKey = try APICatalog.readTable(&r, recordCount: records.count)
        self.init(records, byFullKey: byFullKey, byBaseKey: byBaseKey)
    }

    /// One table written by `writeTables(to:)`.
    private static func readTable(_ r: inout SnapshotReader, recordCount: Int) throws(SnapshotReader.Damaged) -> [String: [Int]] {
        let entries = try r.array { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in
            (key: try r.string(), indices: try r.array { (r: inout SnapshotReader) throws(SnapshotReader.Damaged) in try r.count() })
        }
        var table: [String: [Int]] = [:]
        table.reserveCapacity(entries.count)
        for entry in entries {
            guard entry.indices.allSatisfy({ $0 < recordCount }), table.updateValue(entry.indices, forKey: entry.key) == nil else {
                throw r.damaged()
            }
        }
        return table
    }
}
