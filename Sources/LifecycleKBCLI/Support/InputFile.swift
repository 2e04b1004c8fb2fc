import Foundation
import LifecycleKB

/// Reads a file a command takes, where `-` means standard input, as every command that reads one does.
enum InputFile {
    /// The name to cite in messages and at most `limit` + 1 bytes, read once from a file, a FIFO, a
    /// process substitution or standard input (so an input over the limit is refused by its reader
    /// without being read whole); a missing or unreadable file is a `TraceInputError` (66).
    static func read(_ path: String, limit: Int) throws -> (name: String, data: Data) {
        if path == "-" { return ("<stdin>", try read(STDIN_FILENO, name: "<stdin>", limit: limit)) }
        try TraceInputError.requireReadable(path)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw TraceInputError(file: path, message: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        return (path, try read(descriptor, name: path, limit: limit))
    }

    private static func read(_ descriptor: Int32, name: String, limit: Int) throws -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while data.count <= limit {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, min($0.count, limit + 1 - data.count)) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw TraceInputError(file: name, message: "cannot read: \(String(cString: strerror(errno)))") }
            if count == 0 { break }
            data.append(contentsOf: chunk[0..<count])
        }
        return data
    }
}
