/// Something about reading a trace that the user should know, though the trace was checked: a line
/// skipped for an invalid UTF-8 byte, or a file in which nothing was recognised.
public struct TraceReadWarning: Codable, Hashable, Sendable {
    /// 1-based line; 0 for the whole file.
    public var line: Int
    /// 1-based column (in Unicode scalars); 0 for the whole file or line.
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// Lines skipped for bad bytes beyond this many are counted, not listed.
    static let listedLimit = 100

    /// The warning for an input with nothing in it (an empty file, a pipe closed at once).
    static func empty(_ file: String) -> TraceReadWarning {
        TraceReadWarning(line: 0, column: 0, message: "\(file) is empty; no lifecycle events recognised")
    }

    /// The warning for an input in which no line was an event.
    static func nothingRecognised(in file: String, skippedLines: Int) -> TraceReadWarning {
        TraceReadWarning(
            line: 0, column: 0,
            message: "no lifecycle events recognised in \(file); \(skippedLines) line\(skippedLines == 1 ? "" : "s") skipped")
    }
}
