/// Appends values to a compact byte image: lengths and counts as LEB128 varints, an optional as a
/// presence byte, text as the index of its entry in a table of distinct texts that `image(header:)`
/// puts first (the texts of `Bilingual` values in a second table, which a reader keeps undecoded).
/// `SnapshotReader` reads them back in the same order.
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
    /// Every distinct text written with `deferredString`, in the order first written.
    private var deferredTexts: [String] = []
    /// The index of each text in `deferredTexts`.
    private var indexOfDeferredText: [String: Int] = [:]

    /// An empty image.
    public init() {}

    /// The whole image: `header` as plain UTF-8 (so a reader can check it before anything else), the
    /// text table, the table of deferred texts, then the values.
    public func image(header: String) -> [UInt8] {
        var out: [UInt8] = []
        SnapshotWriter.append(text: header, to: &out)
        for table in [texts, deferredTexts] {
            SnapshotWriter.append(count: table.count, to: &out)
            for text in table { SnapshotWriter.append(text: text, to: &out) }
        }
        return out + body
    }

    /// A non-negative integer in as few bytes as it needs.
    public mutating func count(_ value: Int) {
        SnapshotWriter.append(count: value, to: &body)
    }

    /// Text, as the index of its table entry.
    public mutating func string(_ text: String) {
        count(SnapshotWriter.entry(text, in: &texts, indexOf: &indexOfText))
    }

    /// Text a reader keeps as bytes until it is read (`DeferredText`), as the index of its entry in
    /// the second table.
    mutating func deferredString(_ text: String) {
        count(SnapshotWriter.entry(text, in: &deferredTexts, indexOf: &indexOfDeferredText))
    }

    /// The index of `text` in `table`, which gains it when it is new.
    private static func entry(_ text: String, in table: inout [String], indexOf: inout [String: Int]) -> Int {
        if let index = indexOf[text] { return index }
        indexOf[text] = table.count
        table.append(text)
        return table.count - 1
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

    /// Values `write` writes, preceded by their length in bytes so a reader can step over them;
    /// their texts go into the same tables as the rest.
    public mutating func block(_ write: (inout SnapshotWriter) -> Void) {
        let start = body.count
        write(&self)
        let inner = Array(body[start...])
        body.removeSubrange(start...)
        count(inner.count)
        body += inner
    }

    /// A list of texts.
    public mutating func strings(_ values: [String]) {
        array(values) { $0.string($1) }
    }

    /// The English text, then the Chinese, both deferred: a process shows few of them, in one language.
    public mutating func bilingual(_ text: Bilingual) {
        deferredString(text.en)
        deferredString(text.zh)
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
