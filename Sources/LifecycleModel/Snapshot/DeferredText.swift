/// Text that may still be UTF-8 bytes of a snapshot, made a `String` each time it is read.
///
/// A cold `ask` decoded every summary and explanation of the snapshot in both languages (over 600 KB,
/// a tenth of its instructions, most of it UTF-8 validation of the Chinese) to show a few of them in
/// one; `Bilingual` keeps its texts this way, and the eager decode it replaced is the plain twin it
/// is tested against.
struct DeferredText: Sendable {
    /// The text, or where its bytes are.
    private enum Storage: Sendable {
        case string(String)
        case bytes(SnapshotTextBytes, Range<Int>)
    }

    private let storage: Storage

    /// Text that is already a `String`.
    init(_ string: String) {
        storage = .string(string)
    }

    /// Text whose bytes are `range` of `table`, which the reader checked lies inside it.
    init(_ table: SnapshotTextBytes, _ range: Range<Int>) {
        storage = .bytes(table, range)
    }

    /// The text, decoded as the eager reader did (ill-formed bytes repaired, as `String(decoding:)` does).
    var string: String {
        switch storage {
        case .string(let string): string
        case .bytes(let table, let range): table.bytes.withUnsafeBufferPointer { String(decoding: $0[range], as: UTF8.self) }
        }
    }
}

/// The bytes every `DeferredText` of one snapshot points into: the whole snapshot when its reader
/// owns it, else the texts' table copied once out of it.
final class SnapshotTextBytes: Sendable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }
}
