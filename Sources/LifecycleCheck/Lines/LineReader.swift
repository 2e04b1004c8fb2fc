/// The first half of reading a trace: bytes in any chunk size are split into lines, each checked as
/// UTF-8 and parsed (any supported shape, mixed line by line); event lines go into a
/// `ParsedLineBatch` and the rest are counted. It keeps no per-object state, so it can run on its own
/// thread ahead of `EventBuilder`.
struct LineReader {
    /// The name used in errors.
    let file: String
    /// When set, the first line that is neither an event, a warning, a comment nor blank is an error.
    let strict: Bool
    /// When set (and not `strict`), a line with an invalid UTF-8 byte is skipped and reported.
    let skipsUndecodableLines: Bool
    /// Lines read so far.
    private(set) var lineCount = 0
    /// Lines that produced no event: blank lines, comments, object dumps, banners, free text.
    private(set) var skippedLines = 0
    /// Lines skipped for an invalid UTF-8 byte (without `strict`), the first ones with their position.
    private(set) var readWarnings: [TraceReadWarning] = []
    private(set) var invalidLines = 0
    /// Lines that became events (calls and console warnings).
    private(set) var eventLines = 0

    private var parser: LineParser
    private var carry: [UInt8] = []
    private var longLines = LineLengthLimit()

    init(vocabulary: TraceVocabulary, file: String, strict: Bool, skipsUndecodableLines: Bool = false) {
        self.file = file
        self.strict = strict
        self.skipsUndecodableLines = skipsUndecodableLines
        parser = LineParser(keys: vocabulary.keys, warnings: vocabulary.patterns, masksIdentities: vocabulary.masksIdentities)
    }

    /// Reads the next bytes; a line split across chunks is completed by the next call.
    mutating func read(_ chunk: UnsafeBufferPointer<UInt8>, into batch: inout ParsedLineBatch) throws {
        var start = 0
        if !carry.isEmpty || longLines.isSkipping {
            guard let (newline, _) = LineBreaks.next(in: chunk, from: 0) else {
                return keep(chunk)
            }
            if longLines.admits(carried: carry.count, more: newline) {
                var line = carry
                carry = []
                line.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[0..<newline]))
                try line.withUnsafeBufferPointer { try readLine($0, ascii: LineBreaks.isASCII($0), into: &batch) }
                line.removeAll(keepingCapacity: true)
                carry = line
            } else {
                carry = []
                try endLongLine()
            }
            start = newline + 1
        }
        while let (newline, ascii) = LineBreaks.next(in: chunk, from: start) {
            try readLine(UnsafeBufferPointer(rebasing: chunk[start..<newline]), ascii: ascii, into: &batch)
            start = newline + 1
        }
        keep(UnsafeBufferPointer(rebasing: chunk[start...]))
    }

    /// Keeps the start of a line that goes on in the next chunk, unless the line is too long to keep.
    private mutating func keep(_ bytes: UnsafeBufferPointer<UInt8>) {
        if longLines.admits(carried: carry.count, more: bytes.count) {
            carry.append(contentsOf: bytes)
        } else if !carry.isEmpty {
            carry = []
        }
    }

    /// Counts a line skipped for its length, and reports it (an error under `strict`).
    private mutating func endLongLine() throws {
        lineCount += 1
        skippedLines += 1
        try longLines.endSkippedLine(lineCount, file: file, strict: strict)
    }

    /// What the report says about reading: the skipped bad lines, and an input with no event at all.
    func warnings() -> [TraceReadWarning] {
        var warnings = readWarnings
        if invalidLines > readWarnings.count {
            warnings.append(
                TraceReadWarning(line: 0, column: 0, message: "\(invalidLines - readWarnings.count) more lines with invalid UTF-8 skipped"))
        }
        warnings += longLines.warnings
        if eventLines == 0 { warnings.append(lineCount == 0 ? .empty(file) : .nothingRecognised(in: file, skippedLines: skippedLines)) }
        return warnings
    }

    /// Reads the last line when the trace does not end with a line break.
    mutating func finish(into batch: inout ParsedLineBatch) throws {
        if longLines.isSkipping { try endLongLine() }
        guard !carry.isEmpty else { return }
        let line = carry
        carry = []
        try line.withUnsafeBufferPointer { try readLine($0, ascii: LineBreaks.isASCII($0), into: &batch) }
    }

    /// More lines than the engine can number (`MonitorCell` keeps lines in 32 bits).
    static let maximumLines = Int(UInt32.max)

    private mutating func readLine(_ raw: UnsafeBufferPointer<UInt8>, ascii: Bool, into batch: inout ParsedLineBatch) throws {
        guard lineCount < Self.maximumLines else {
            throw TraceError(
                file: file, line: lineCount, column: 0, message: "a trace of more than \(Self.maximumLines) lines is not supported")
        }
        lineCount += 1
        var line = raw
        if let last = line.last, last == ASCII.carriageReturn { line = UnsafeBufferPointer(rebasing: line.dropLast()) }
        if lineCount == 1, line.count >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF {
            line = UnsafeBufferPointer(rebasing: line.dropFirst(3))
        }
        let scan = ascii ? UTF8Validation.Scan() : UTF8Validation.scan(line)
        if let bad = scan.firstInvalid {
            let column = UTF8Validation.column(of: bad, in: line)
            let message = "invalid UTF-8 byte 0x\(String(line[bad], radix: 16, uppercase: true))"
            guard skipsUndecodableLines, !strict else { throw TraceError(file: file, line: lineCount, column: column, message: message) }
            // One bad byte costs its line, not the trace: the line is skipped and reported.
            invalidLines += 1
            skippedLines += 1
            if readWarnings.count < TraceReadWarning.listedLimit {
                readWarnings.append(TraceReadWarning(line: lineCount, column: column, message: message + "; line skipped"))
            }
            return
        }
        let parse = parser.parse(line)
        let start = parse.start
        /// Keeps an event line: where its method or warning text starts, and whose it is.
        func append(at offset: Int, receiver: IdentityReference) {
            eventLines += 1
            let message = UnsafeBufferPointer(rebasing: line[start..<parse.end])
            let column = ascii ? start + offset + 1 : scan.column(of: start + offset, in: line)
            batch.append(
                line: lineCount, column: column, indent: parse.indent, parsed: parse.parsed,
                receiverHash: receiver.nameHash(in: message), message: message)
        }
        switch parse.parsed {
        case .blank, .comment:
            skippedLines += 1
        case .noise:
            if strict {
                let text = String(decoding: line, as: UTF8.self).trimmingWhitespace()
                throw TraceError(file: file, line: lineCount, column: 1, message: "not a trace event: \(text.prefix(80))")
            }
            skippedLines += 1
        case .call(let call):
            append(at: call.methodStart, receiver: call.receiver)
        case .warning(let warning):
            append(at: warning.start, receiver: warning.object)
        }
    }
}
