/// A trace that cannot be read, located like a compiler diagnostic (`trace.log:12:1: error: …`).
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// The diagnostic in the compiler's shape; a file-level problem (line 0) carries no position.
    public var description: String {
        line > 0 ? "\(file):\(line):\(column): error: \(message)" : "\(file): error: \(message)"
    }
}
