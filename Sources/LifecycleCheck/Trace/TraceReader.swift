import Foundation

/// Streams a trace into events: bytes in any chunk size, lines in any supported shape (mixed line by
/// line), a stack of indentation widths for nesting, interned objects. Memory depends on the longest
/// line and the number of objects, never on the length of the file.
public struct TraceReader {
    /// The name used in errors and reports.
    public let file: String
    /// When set, the first line that is neither an event, a warning, a comment nor blank is an error.
    public let strict: Bool
    /// Lines read so far.
    public private(set) var lineCount = 0
    /// Events produced so far (API events and console warnings).
    public private(set) var eventCount = 0
    /// Lines that produced no event: blank lines, comments, object dumps, banners, free text.
    public private(set) var skippedLines = 0

    private let vocabulary: TraceVocabulary
    private var parser: LineParser
    private var table = ObjectTable()
    private var nesting: [(indent: Int, sequence: Int, object: Int)] = []
    private var carry: [UInt8] = []

    public init(vocabulary: TraceVocabulary, file: String = "<trace>", strict: Bool = false) {
        self.vocabulary = vocabulary
        self.file = file
        self.strict = strict
        self.parser = LineParser(keys: vocabulary.keys, warnings: vocabulary.patterns)
    }

    /// Every object the trace has named so far, indexed by `TraceEvent.receiver` / `subject`; read it
    /// after reading, since a name can gain its address later in the trace.
    public var objects: [TraceObject] { table.objects }

    /// Reads the next bytes of the trace; a line split across chunks is completed by the next call.
    public mutating func read(_ chunk: UnsafeBufferPointer<UInt8>, _ body: (TraceEvent) throws -> Void) throws {
        let vocabulary = vocabulary
        try readRaw(chunk) { raw, line in try body(TraceEvent(raw, line: line, vocabulary: vocabulary)) }
    }

    /// Reads the last line when the trace does not end with a line break.
    public mutating func finish(_ body: (TraceEvent) throws -> Void) throws {
        let vocabulary = vocabulary
        try finishRaw { raw, line in try body(TraceEvent(raw, line: line, vocabulary: vocabulary)) }
    }

    /// Reads a whole in-memory trace.
    public mutating func read(bytes: [UInt8], _ body: (TraceEvent) throws -> Void) throws {
        try bytes.withUnsafeBufferPointer { try read($0, body) }
        try finish(body)
    }

    /// Reads a file in 1 MiB chunks.
    public mutating func read(fileAt path: String, _ body: (TraceEvent) throws -> Void) throws {
        let vocabulary = vocabulary
        try readRaw(fileAt: path) { raw, line in try body(TraceEvent(raw, line: line, vocabulary: vocabulary)) }
    }

    /// The engine's entry: events as plain values with the line they came from.
    mutating func readRaw(_ chunk: UnsafeBufferPointer<UInt8>, _ body: (RawEvent, UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        var start = 0
        if !carry.isEmpty {
            guard let (newline, _) = LineBreaks.next(in: chunk, from: 0) else {
                carry.append(contentsOf: chunk)
                return
            }
            var line = carry
            carry = []
            line.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[0..<newline]))
            try line.withUnsafeBufferPointer { try readLine($0, ascii: LineBreaks.isASCII($0), body) }
            line.removeAll(keepingCapacity: true)
            carry = line
            start = newline + 1
        }
        while let (newline, ascii) = LineBreaks.next(in: chunk, from: start) {
            try readLine(UnsafeBufferPointer(rebasing: chunk[start..<newline]), ascii: ascii, body)
            start = newline + 1
        }
        carry.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[start...]))
    }

    mutating func finishRaw(_ body: (RawEvent, UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        guard !carry.isEmpty else { return }
        let line = carry
        carry = []
        try line.withUnsafeBufferPointer { try readLine($0, ascii: LineBreaks.isASCII($0), body) }
    }

    mutating func readRaw(bytes: [UInt8], _ body: (RawEvent, UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        try bytes.withUnsafeBufferPointer { try readRaw($0, body) }
        try finishRaw(body)
    }

    mutating func readRaw(fileAt path: String, _ body: (RawEvent, UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw TraceError(file: file, line: 0, column: 0, message: "cannot open '\(path)'")
        }
        defer { try? handle.close() }
        while true {
            let data: Data
            do {
                data = try handle.read(upToCount: 1 << 20) ?? Data()
            } catch {
                throw TraceError(file: file, line: 0, column: 0, message: "cannot read '\(path)': \(error)")
            }
            if data.isEmpty { break }
            try data.withUnsafeBytes { try readRaw($0.bindMemory(to: UInt8.self), body) }
        }
        try finishRaw(body)
    }

    private mutating func readLine(
        _ raw: UnsafeBufferPointer<UInt8>, ascii: Bool, _ body: (RawEvent, UnsafeBufferPointer<UInt8>) throws -> Void
    ) throws {
        lineCount += 1
        var line = raw
        if let last = line.last, last == ASCII.carriageReturn { line = UnsafeBufferPointer(rebasing: line.dropLast()) }
        if lineCount == 1, line.count >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF {
            line = UnsafeBufferPointer(rebasing: line.dropFirst(3))
        }
        if !ascii, let bad = UTF8Validation.firstInvalidByte(in: line) {
            throw TraceError(
                file: file, line: lineCount, column: UTF8Validation.column(of: bad, in: line),
                message: "invalid UTF-8 byte 0x\(String(line[bad], radix: 16, uppercase: true))")
        }
        let parse = parser.parse(line)
        let start = parse.start
        let message = UnsafeBufferPointer(rebasing: line[start...])
        func column(_ offset: Int) -> Int { ascii ? start + offset + 1 : UTF8Validation.column(of: start + offset, in: line) }
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
            let event = event(call, parse, column: column(call.methodStart), message)
            try body(event, line)
            if vocabulary.keys.facts[call.record].isDealloc, !call.isSuper { table.endLife(event.receiver) }
        case .warning(let warning):
            try body(event(warning, indent: parse.indent, column: column(warning.start), message), line)
        }
    }

    /// Pops finished calls off the nesting stack and returns the enclosing event, if any.
    private mutating func enclosing(_ indent: Int) -> (sequence: Int, object: Int)? {
        while let top = nesting.last, top.indent >= indent { nesting.removeLast() }
        return nesting.last.map { ($0.sequence, $0.object) }
    }

    private mutating func object(_ reference: IdentityReference, enclosing: (sequence: Int, object: Int)?, _ line: UnsafeBufferPointer<UInt8>) -> Int {
        if reference.kind == .enclosing, let enclosing { return enclosing.object }
        return table.resolve(table.keys(for: reference, in: line))
    }

    /// The event of a call; `line` is the message, which starts at `parse.start` in the whole line.
    private mutating func event(_ call: ParsedCall, _ parse: LineParser.Parse, column: Int, _ line: UnsafeBufferPointer<UInt8>) -> RawEvent {
        let outer = enclosing(parse.indent)
        let facts = vocabulary.keys.facts[call.record]
        var identity = parse.identity ?? MessageIdentity(receiver: table.keys(for: call.receiver, in: line))
        var receiver = call.receiver.kind == .enclosing ? outer?.object ?? table.resolve(.anonymous) : table.resolve(identity.receiver)
        if !call.isSuper {
            if facts.kind == .initializer { receiver = table.beginLife(receiver) } else { table.markLived(receiver) }
        }
        var subject = receiver
        if facts.subjectIsArgument {
            subject = -1
            if let keys = identity.subject {
                subject = table.resolve(keys)
            } else if let range = call.argument {
                let reference = IdentityReference.parse(line, range)
                if reference.kind == .enclosing {
                    subject = outer?.object ?? table.resolve(.anonymous)
                } else if reference.kind != .none {
                    identity.subject = table.keys(for: reference, in: line)
                    subject = table.resolve(identity.subject!)
                }
            }
            if subject >= 0 { table.markLived(subject) }
        }
        if parse.identity == nil, let slot = parse.slot { parser.remember(slot, identity) }
        eventCount += 1
        nesting.append((parse.indent, eventCount, receiver))
        return RawEvent(
            line: lineCount, column: column, sequence: eventCount, depth: nesting.count - 1, parent: outer?.sequence ?? -1,
            receiver: receiver, subject: subject, apiIndex: call.record, warningIndex: -1, argument: call.argumentKind,
            argumentBytes: call.argument?.shifted(by: parse.start), classBytes: call.className?.shifted(by: parse.start),
            isSuper: call.isSuper, isExplicit: call.isExplicit)
    }

    private mutating func event(_ warning: ParsedWarning, indent: Int, column: Int, _ line: UnsafeBufferPointer<UInt8>) -> RawEvent {
        let outer = enclosing(indent)
        let receiver = object(warning.object, enclosing: outer, line)
        eventCount += 1
        nesting.append((indent, eventCount, receiver))
        return RawEvent(
            line: lineCount, column: column, sequence: eventCount, depth: nesting.count - 1, parent: outer?.sequence ?? -1,
            receiver: receiver, subject: receiver, apiIndex: -1, warningIndex: warning.warning, argument: nil,
            argumentBytes: nil, classBytes: nil, isSuper: false, isExplicit: false)
    }
}
