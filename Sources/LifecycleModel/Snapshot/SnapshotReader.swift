/// Reads back what `SnapshotWriter` wrote, in the same order; any truncation or impossible value
/// throws, so a damaged snapshot is noticed and the caller falls back to the rows it summarises.
public struct SnapshotReader {
    /// Why a snapshot could not be read.
    public struct Damaged: Error, Equatable {
        /// Where reading stopped, for a test or a bug report.
        public var offset: Int
    }

    private let bytes: UnsafeRawBufferPointer
    private var offset = 0
    /// The text table `readTextTable()` decoded: each distinct text checked and allocated once.
    private var texts: [String] = []

    /// Reads from bytes that must outlive the reader.
    public init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
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

    /// The text table that follows the header; `string()` reads indices into it.
    public mutating func readTextTable() throws(Damaged) {
        let total = try count()
        // Every entry takes at least its length byte.
        guard total <= bytes.count - offset else { throw Damaged(offset: offset) }
        texts.reserveCapacity(total)
        for _ in 0..<total { texts.append(try text()) }
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

    /// A list of texts.
    public mutating func strings() throws(Damaged) -> [String] {
        try array { (reader: inout SnapshotReader) throws(Damaged) in try reader.string() }
    }

    /// The English text, then the Chinese.
    public mutating func bilingual() throws(Damaged) -> Bilingual {
        Bilingual(en: try string(), zh: try string())
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
