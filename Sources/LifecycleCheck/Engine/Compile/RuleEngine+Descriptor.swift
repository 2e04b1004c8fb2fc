#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension RuleEngine {
    /// Checks an input read once, in chunks, from an open descriptor (a file, a pipe, a FIFO, a
    /// terminal): each chunk goes to `tap` before it is parsed, so a caller can hash the bytes in the
    /// same pass (import), and every event to `observe`, as `check(fileAt:observe:)` does.
    public func check(
        descriptor: Int32, file: String, options: CheckOptions = CheckOptions(),
        tap: @escaping @Sendable (UnsafeBufferPointer<UInt8>) -> Void, observe: (TraceEvent) throws -> Void
    ) throws -> (CheckReport, [TraceObject]) {
        try checkObserving(file: file, options: options, observe: observe) { reader, sink in
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: ChunkedFile.chunkSize, alignment: 16)
            defer { buffer.deallocate() }
            while true {
                #if canImport(Glibc)
                    let count = Glibc.read(descriptor, buffer.baseAddress, ChunkedFile.chunkSize)
                #else
                    let count = Darwin.read(descriptor, buffer.baseAddress, ChunkedFile.chunkSize)
                #endif
                if count < 0 {
                    if errno == EINTR { continue }
                    throw TraceError(file: file, line: 0, column: 0, message: "cannot read: \(String(cString: strerror(errno)))")
                }
                if count == 0 { break }
                let chunk = UnsafeBufferPointer(start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count)
                tap(chunk)
                try reader.readRaw(chunk, into: &sink)
            }
            try reader.finishRaw(into: &sink)
        }
    }
}
