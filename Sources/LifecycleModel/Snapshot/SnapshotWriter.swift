/// Appends values to a compact byte image: lengths and counts as LEB128 varints, text as UTF-8,
/// an optional as a presence byte. `SnapshotReader` reads them back in the same order.
public struct SnapshotWriter {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty image.
    public init() {}

    /// A non-negative integer in as few bytes as it needs.
    public mutating func count(_ value: Int) {
        var rest = UInt(value)
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Text, prefixed by its UTF-8 length.
    public mutating func string(_ text: String) {
        count(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }

    /// One byte, 0 or 1.
    public mutating func bool(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    /// A presence byte, then the value when there is one.
    public mutating func optional<T>(_ value: T?, _ write: (inout SnapshotWriter, T) -> Void) {
        bool(value != nil)
        if let value { write(&self, value) }
    }

    /// A count, then each element.
    public mutating func array<T>(_ values: [T], _ write: (inout SnapshotWriter, T) -> Void) {
        count(values.count)
        for value in values { write(&self, value) }
    }

    /// A list of texts.
    public mutating func strings(_ values: [String]) {
        array(values) { $0.string($1) }
    }

    /// The English text, then the Chinese.
    public mutating func bilingual(_ text: Bilingual) {
        string(text.en)
        string(text.zh)
    }
}
