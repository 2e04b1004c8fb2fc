/// Appends values to a compact byte image: lengths and counts as LEB128 varints, an optional as a
/// presence byte, text as the index of its entry in a table of distinct texts that `image(header:)`
/// puts first. `SnapshotReader` reads them back in the same order.
///
/// The table exists for a cold `ask`: most texts are ids, API names and raw values written many
/// times, and decoding each occurrence (UTF-8 check and allocation) was an eighth of its work.
public struct SnapshotWriter {
    /// The values written so far, texts as table indices.
    private var body: [UInt8] = []
    /// Every distinct text, in the order first written.
    private var texts: [String] = []
    /// The table index of each text in `texts`.
    private var indexOfText: [String: Int] = [:]

    /// An empty image.
    public init() {}

    /// The whole image: `header` as plain UTF-8 (so a reader can check it before anything else), the
    /// text table, then the values.
    public func image(header: String) -> [UInt8] {
        var out: [UInt8] = []
        SnapshotWriter.append(text: header, to: &out)
        SnapshotWriter.append(count: texts.count, to: &out)
        for text in texts { SnapshotWriter.append(text: text, to: &out) }
        return out + body
    }

    /// A non-negative integer in as few bytes as it needs.
    public mutating func count(_ value: Int) {
        SnapshotWriter.append(count: value, to: &body)
    }

    /// Text, as the index of its table entry.
    public mutating func string(_ text: String) {
        if let index = indexOfText[text] { return count(index) }
        indexOfText[text] = texts.count
        count(texts.count)
        texts.append(text)
    }

    /// One byte, 0 or 1.
    public mutating func bool(_ value: Bool) {
        body.append(value ? 1 : 0)
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

    /// A varint: seven bits a byte, the high bit set on all but the last.
    private static func append(count value: Int, to bytes: inout [UInt8]) {
        var rest = UInt(value)
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Text as its UTF-8 length, then its bytes.
    private static func append(text: String, to bytes: inout [UInt8]) {
        append(count: text.utf8.count, to: &bytes)
        bytes.append(contentsOf: text.utf8)
    }
}
