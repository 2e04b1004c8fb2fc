/// The event lines of a stretch of a trace as `LineReader` parsed them, with copies of their messages,
/// so they outlive the bytes they came from: what the reading thread hands the checking thread, and
/// what `EventBuilder` turns into events. Emptied and refilled, it keeps its capacity.
struct ParsedLineBatch: PipelineBatch {
    /// One event line: where it is, what it holds, and where its message sits in `messages`.
    struct Entry {
        var line: Int
        var messageStart: Int
        var messageEnd: Int
        /// The receiver's `IdentityReference.nameHash`, computed on the reading thread.
        var receiverHash: UInt64
        /// 1-based column (in Unicode scalars) of the method name or the warning text in the whole line.
        var column: Int32
        var indent: Int32
        /// `.call` or `.warning`; ranges are relative to the message.
        var parsed: ParsedLine
    }

    private(set) var entries: [Entry] = []
    /// The messages laid end to end in `messages[0..<used]`; the rest is room for more.
    private var messages: [UInt8] = []
    private var used = 0

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    mutating func append(
        line: Int, column: Int, indent: Int, parsed: ParsedLine, receiverHash: UInt64, message: UnsafeBufferPointer<UInt8>
    ) {
        let start = used
        if start + message.count > messages.count {
            messages.append(contentsOf: repeatElement(0, count: max(start + message.count - messages.count, messages.count, 1 << 16)))
        }
        messages.withUnsafeMutableBufferPointer { stored in
            if let base = message.baseAddress { (stored.baseAddress! + start).update(from: base, count: message.count) }
        }
        used += message.count
        entries.append(
            Entry(
                line: line, messageStart: start, messageEnd: used, receiverHash: receiverHash,
                column: Int32(clamping: column), indent: Int32(clamping: indent), parsed: parsed))
    }

    /// Empties the batch, keeping its storage for the next stretch.
    mutating func removeAll() {
        entries.removeAll(keepingCapacity: true)
        used = 0
    }

    /// Calls `body` with every entry and its message, in order.
    func forEach(_ body: (Entry, UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        try messages.withUnsafeBufferPointer { messages in
            for entry in entries {
                try body(entry, UnsafeBufferPointer(rebasing: messages[entry.messageStart..<entry.messageEnd]))
            }
        }
    }
}
