#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file in 128 KiB chunks into one buffer allocated once, so a long trace costs no
/// allocation (and no fresh pages) per chunk.
struct ChunkedFile: ~Copyable {
    static let chunkSize = 1 << 17

    private let descriptor: Int32
    private let buffer: UnsafeMutableRawBufferPointer

    /// Opens the file; nil when it cannot be opened.
    init?(path: String) {
        descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        buffer = .allocate(byteCount: Self.chunkSize, alignment: 16)
    }

    deinit {
        buffer.deallocate()
        close(descriptor)
    }

    /// Hands every chunk to `body` in file order (a chunk is valid only during its call); returns why
    /// reading stopped early, nil once the whole file was read.
    func forEachChunk(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows -> String? {
        while true {
            let count = readChunk()
            if count < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            if count == 0 { return nil }
            try body(UnsafeBufferPointer(start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count))
        }
    }

    /// Hands every chunk of the file at `path` to `body`; a file that cannot be opened or read to
    /// its end is a `TraceError` naming `file`.
    static func forEachChunk(ofFileAt path: String, file: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        guard let input = ChunkedFile(path: path) else {
            throw TraceError(file: file, line: 0, column: 0, message: "cannot open '\(path)'")
        }
        if let failure = try input.forEachChunk(body) {
            throw TraceError(file: file, line: 0, column: 0, message: "cannot read '\(path)': \(failure)")
        }
    }

    private func readChunk() -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer.baseAddress, Self.chunkSize)
        #else
            Darwin.read(descriptor, buffer.baseAddress, Self.chunkSize)
        #endif
    }
}
