/// Reads the columns a call line of `traces show` shows, making each repeated API text once. The
/// receiver comes as its object number: only the connection holding the trace's objects names it
/// (`StoredEventCursor.forEachCall`).
struct StoredCallRows: StoredRowReading {
    static let columns = "line, depth, receiver, api_id, arguments, is_super"
    private var texts = RecentByBytes<String>(size: 1024)

    mutating func event(_ row: StoredEventRow) -> (receiver: Int, call: StoredCall)? {
        let call = StoredCall(
            line: row.int(0), depth: row.int(1), receiver: "",
            api: row.bytes(3).map { bytes in texts.value(for: bytes) { String(decoding: bytes, as: UTF8.self) } } ?? "",
            arguments: row.text(4), isSuper: row.int(5) != 0)
        return (row.int(2), call)
    }
}
