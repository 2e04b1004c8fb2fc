/// The longest line a trace reader keeps: a line split across chunks is gathered in memory, so
/// without a bound an input with no line break (`/dev/zero`) would grow it without end. A longer
/// line is skipped with a located warning, an error under `--strict`, and its bytes are dropped
/// as they come, so memory stays flat whatever the input.
struct LineLengthLimit {
    /// 1 MiB: far above any log line, far below what a machine holds.
    static let maximumBytes = 1 << 20

    /// Whether the line being read has passed the limit; its bytes are dropped until its line break.
    private(set) var isSkipping = false
    /// Lines skipped for their length so far.
    private(set) var skippedLines = 0
    /// The first ones, located.
    private var listed: [TraceReadWarning] = []

    /// Whether `carried` bytes plus `more` of the same line still fit; once they do not, the line is
    /// skipped until its end.
    mutating func admits(carried: Int, more: Int) -> Bool {
        if !isSkipping, carried + more > Self.maximumBytes { isSkipping = true }
        return !isSkipping
    }

    /// Ends the line that passed the limit, line `line` of `file`: a warning, or under `strict` an error.
    mutating func endSkippedLine(_ line: Int, file: String, strict: Bool) throws {
        isSkipping = false
        skippedLines += 1
        let message = "line longer than \(Self.maximumBytes) bytes (1 MiB)"
        guard !strict else { throw TraceError(file: file, line: line, column: Self.maximumBytes + 1, message: message) }
        if listed.count < TraceReadWarning.listedLimit {
            listed.append(TraceReadWarning(line: line, column: Self.maximumBytes + 1, message: message + "; line skipped"))
        }
    }

    /// What the report says: the first long lines, located, and how many more there were.
    var warnings: [TraceReadWarning] {
        guard skippedLines > listed.count else { return listed }
        return listed + [
            TraceReadWarning(line: 0, column: 0, message: "\(skippedLines - listed.count) more lines longer than 1 MiB skipped")
        ]
    }
}
