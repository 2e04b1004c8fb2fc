import Foundation
import LifecycleKB

/// Reads a file a command takes, where `-` means standard input, as every command that reads one does.
enum InputFile {
    /// The name to cite in messages and the bytes; a missing or unreadable file is a `TraceInputError` (66).
    static func read(_ path: String) throws -> (name: String, data: Data) {
        if path == "-" { return ("<stdin>", FileHandle.standardInput.readDataToEndOfFile()) }
        try TraceInputError.requireReadable(path)
        guard let data = FileManager.default.contents(atPath: path) else { throw TraceInputError(file: path, message: "not readable") }
        return (path, data)
    }
}
