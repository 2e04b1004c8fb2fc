import LifecycleCLISupport

/// Standard output written in 64 KiB pieces (checked, control characters made visible, by `Terminal`), so streaming a trace of millions of lines costs few
/// system calls and holds one piece in memory.
struct BufferedOutput {
    private var buffer: [UInt8] = []

    /// Appends text, writing the buffer out once it is full.
    mutating func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Appends what `body` writes into the buffer's bytes (no `String` in between), writing the
    /// buffer out once it is full.
    mutating func write(_ body: (inout [UInt8]) -> Void) {
        body(&buffer)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes out what is buffered.
    mutating func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBufferPointer { Terminal.write($0) }
        buffer.removeAll(keepingCapacity: true)
    }
}
