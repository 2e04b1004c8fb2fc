import LifecycleAsk
import LifecycleModel

/// Reads a current store's knowledge with the least work a cold `ask` can do: one query on
/// `CurrentStore`'s read-only connection reads the snapshot. Anything else (no file, an older schema
/// or knowledge, no snapshot, any error) gives nil, and the caller opens the store the ordinary way,
/// which migrates, refreshes or explains — that way stays the reference this one is tested against.
public enum KnowledgeSnapshotReader {
    /// The knowledge of the store at `path`, or nil when only the ordinary opening can give it.
    public static func knowledge(atPath path: String) -> Knowledge? {
        snapshot(atPath: path) { bytes throws(SnapshotReader.Damaged) in
            try Knowledge(snapshot: bytes, appendix: TokenizerTables.snapshotName)
        }
    }

    /// The same knowledge with the question tokenizer's tables stored for it: what a cold `ask` reads.
    public static func knowledgeForAsking(atPath path: String) -> (knowledge: Knowledge, tables: TokenizerTables)? {
        snapshot(atPath: path) { bytes throws(SnapshotReader.Damaged) in
            let read = try Knowledge.read(snapshot: bytes, appendix: TokenizerTables.snapshotName) {
                (r: inout SnapshotReader, knowledge: Knowledge) throws(SnapshotReader.Damaged) in
                try TokenizerTables(snapshot: &r, recordCount: knowledge.catalog.records.count)
            }
            return (read.knowledge, read.appendix)
        }
    }

    /// What `decode` makes of the snapshot of the store at `path`, or nil.
    private static func snapshot<T>(atPath path: String, _ decode: ([UInt8]) throws(SnapshotReader.Damaged) -> T) -> T? {
        CurrentStore.read(atPath: path) { connection in
            guard let bytes = KnowledgeSnapshotRow.bytes(connection) else { return nil }
            return try? decode(bytes)
        }
    }
}
