/// A set of catalog records (by position) as bits held inline, so a monitor holding one is a plain
/// value the hot path reads without reference counting.
struct RecordSet: Sendable {
    /// Records past this position cannot be members; compiling a check fails before that happens.
    /// Twice the catalog's size today (about 300 records): the lifecycle surface keeps growing.
    static let capacity = 512

    private var words: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)

    /// The set of `records`; nil when one is past `capacity`.
    init?(_ records: Set<Int>) {
        for record in records {
            guard record >= 0, record < Self.capacity else { return nil }
            withUnsafeMutableBytes(of: &words) { bytes in
                let word = bytes.baseAddress!.assumingMemoryBound(to: UInt64.self) + record / 64
                word.pointee |= 1 << UInt64(record % 64)
            }
        }
    }

    /// Whether `record` is in the set.
    @inline(__always)
    func contains(_ record: Int) -> Bool {
        guard record >= 0, record < Self.capacity else { return false }
        return withUnsafeBytes(of: words) { bytes in
            bytes.load(fromByteOffset: record / 64 * 8, as: UInt64.self) >> UInt64(record % 64) & 1 == 1
        }
    }
}
