/// Reads back what `SnapshotWriter` wrote, in the same order; any truncation or impossible value
/// throws, so a damaged snapshot is noticed and the caller falls back to the rows it summarises.
public struct SnapshotReader {
    /// Why a snapshot could not be read.
    public struct Damaged: Error, Equatable {
        /// Where reading stopped, for a test or a bug report.
        public var offset: Int
    }

    private var bytes: UnsafeRawBufferPointer
    private var offset = 0
    /// The array `bytes` is the storage of, when the reader was given it: deferred texts point into it.
    private let owner: SnapshotTextBytes?
    /// The text table `readTextTable()` decoded: each distinct text checked and allocated once.
    private var texts: [String] = []
    /// The bytes of the deferred texts (the owner, or the table copied out of bytes nobody owns),
    /// and where each text lies in them.
    private var deferredBytes = SnapshotTextBytes([])
    private var deferredRanges: [Range<Int>] = []

    /// Reads from bytes that must outlive the reader; deferred texts copy their table out of them.
    public init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
        owner = nil
    }

    /// Reads from `owner`'s bytes (`bytes` is their storage); deferred texts keep pointing into them.
    init(_ bytes: UnsafeRawBufferPointer, owner: SnapshotTextBytes) {
        self.bytes = bytes
        self.owner = owner
    }

    /// The error for a value that cannot be, where reading stands.
    public func damaged() -> Damaged {
        Damaged(offset: offset)
    }

    /// Whether every byte was read.
    public var isAtEnd: Bool { offset == bytes.count }

    /// A varint written by `SnapshotWriter.count`.
    public mutating func count() throws(Damaged) -> Int {
        var value = 0
        var shift = 0
        while true {
            guard offset < bytes.count, shift < 63 else { throw Damaged(offset: offset) }
            let byte = bytes[offset]
            offset += 1
            value |= Int(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// The plain UTF-8 text `SnapshotWriter.image(header:)` starts with, or an entry of the table.
    public mutating func text() throws(Damaged) -> String {
        let length = try count()
        guard length <= bytes.count - offset else { throw Damaged(offset: offset) }
        defer { offset += length }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
    }

    /// The text tables that follow the header: `string()` reads indices into the first, decoded
    /// now; `bilingual()` into the second (summaries and explanations), whose entries are only
    /// measured (each length checked) and copied.
    public mutating func readTextTable() throws(Damaged) {
        let total = try count()
        // Every entry takes at least its length byte.
        guard total <= bytes.count - offset else { throw Damaged(offset: offset) }
        texts.reserveCapacity(total)
        for _ in 0..<total { texts.append(try text()) }
        try readDeferredTable()
    }

    /// The second table: each entry's place, in the owner's bytes or else relative to the table's
    /// start, with the table's bytes then copied in one piece, length prefixes and all.
    private mutating func readDeferredTable() throws(Damaged) {
        let total = try count()
        guard total <= bytes.count - offset else { throw Damaged(offset: offset) }
        let start = offset
        let origin = owner == nil ? start : 0
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(total)
        for _ in 0..<total {
            let length = try count()
            guard length <= bytes.count - offset else { throw Damaged(offset: offset) }
            ranges.append(offset - origin..<offset - origin + length)
            offset += length
        }
        deferredBytes = owner ?? SnapshotTextBytes(Array(UnsafeRawBufferPointer(rebasing: bytes[start..<offset])))
        deferredRanges = ranges
    }

    /// Text written by `SnapshotWriter.string`: an index into the table.
    public mutating func string() throws(Damaged) -> String {
        let start = offset
        let index = try count()
        guard index < texts.count else { throw Damaged(offset: start) }
        return texts[index]
    }

    /// A byte that must be 0 or 1.
    public mutating func bool() throws(Damaged) -> Bool {
        guard offset < bytes.count, bytes[offset] <= 1 else { throw Damaged(offset: offset) }
        defer { offset += 1 }
        return bytes[offset] == 1
    }

    /// A value written with `SnapshotWriter.optional`.
    public mutating func optional<T>(_ read: (inout SnapshotReader) throws(Damaged) -> T) throws(Damaged) -> T? {
        try bool() ? try read(&self) : nil
    }

    /// Elements written with `SnapshotWriter.array`.
    public mutating func array<T>(_ read: (inout SnapshotReader) throws(Damaged) -> T) throws(Damaged) -> [T] {
        let total = try count()
        guard total <= bytes.count - offset else { throw Damaged(offset: offset) }
        var values: [T] = []
        values.reserveCapacity(total)
        for _ in 0..<total { values.append(try read(&self)) }
        return values
    }

    /// What `read` makes of a block written by `SnapshotWriter.block`, reading no further than its
    /// end; whatever `read` leaves of it is stepped over.
    public mutating func block<T>(_ read: (inout SnapshotReader) throws(Damaged) -> T) throws(Damaged) -> T {
        let length = try count()
        guard length <= bytes.count - offset else { throw Damaged(offset: offset) }
        let end = offset + length
        var inner = self
        inner.bytes = UnsafeRawBufferPointer(rebasing: bytes[..<end])
        let value = try read(&inner)
        offset = end
        return value
    }

    /// A list of texts.
    public mutating func strings() throws(Damaged) -> [String] {
        try array { (reader: inout SnapshotReader) throws(Damaged) in try reader.string() }
    }

    /// The English text, then the Chinese, both left undecoded.
    public mutating func bilingual() throws(Damaged) -> Bilingual {
        Bilingual(enText: try deferredText(), zhText: try deferredText())
    }

    /// Text written by `SnapshotWriter.deferredString`: an index into the second table.
    private mutating func deferredText() throws(Damaged) -> DeferredText {
        let start = offset
        let index = try count()
        guard index < deferredRanges.count else { throw Damaged(offset: start) }
        return DeferredText(deferredBytes, deferredRanges[index])
    }

    /// An enumeration stored by its raw value; an unknown one means the snapshot is not ours.
    public mutating func raw<T: RawRepresentable>(_ type: T.Type) throws(Damaged) -> T where T.RawValue == String {
        let start = offset
        guard let value = T(rawValue: try string()) else { throw Damaged(offset: start) }
        return value
    }
}

extension SnapshotReader {
    /// Text written with `SnapshotWriter.optional`.
    public mutating func optionalString() throws(Damaged) -> String? {
        try bool() ? try string() : nil
    }
}
