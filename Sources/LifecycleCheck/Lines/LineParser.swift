/// Reads one line in any supported log shape: it takes off the wrappers the line was pasted in
/// (`LineWrappers`), the NSLog prefix and the indentation, then tries a bare `-[Class selector]`, the
/// console warnings (long lines only), the event shapes on the first tokens, then spaced phrases.
struct LineParser {
    /// Tokens after the method's position are free text; before it at most this many tags and counters
    /// (separators such as `–`, `|` or an emoji do not count).
    static let leadingTokenLimit = 3

    let keys: APIKeyTable
    let warnings: ConsoleWarningSearch
    var tokens = LineTokens()
    var key: [UInt8] = []
    /// A non-ASCII label glued before the method being parsed (`画面A:viewDidLoad()`), for `resolveRoles`.
    var label: Range<Int>?
    private var cache: MessageCache
    private var prefix = LogPrefix()

    init(keys: APIKeyTable, warnings: ConsoleWarningSearch, masksIdentities: Bool) {
        self.keys = keys
        self.warnings = warnings
        self.cache = MessageCache(masksIdentities: masksIdentities)
        key.reserveCapacity(128)
    }

    /// What one line holds, once its message is parsed.
    struct Parse {
        /// Where the message starts (after wrappers and an NSLog prefix); the parse's offsets are
        /// relative to it.
        var start: Int
        /// Where the message ends, before the wrappers that close the line.
        var end: Int
        /// The indentation width, a tab counting 4.
        var indent: Int
        var parsed: ParsedLine
    }

    /// Parses a line; each message shape is parsed once while it stays cached.
    mutating func parse(_ line: UnsafeBufferPointer<UInt8>) -> Parse {
        let content = LineWrappers.content(of: line)
        let text = UnsafeBufferPointer(rebasing: line[..<content.end])
        var start = content.start
        while start < text.count, ASCII.isSpace(text[start]) { start += 1 }
        if start < text.count, ASCII.isDigit(text[start]), let end = prefix.end(of: text, from: start) {
            start = end
        } else {
            start = content.start
        }
        let message = UnsafeBufferPointer(rebasing: text[start...])
        if let cached = cache.lookup(message) {
            return Parse(start: start, end: content.end, indent: content.outerIndent + cached.indent, parsed: cached.parsed)
        }
        var result = parse(message: message)
        if case .call(var call) = result.parsed, let argument = call.argument {
            call.argumentKind = .classify(UnsafeBufferPointer(rebasing: message[argument]))
            result.parsed = .call(call)
        }
        cache.store(result)
        return Parse(start: start, end: content.end, indent: content.outerIndent + result.indent, parsed: result.parsed)
    }

    /// Parses the message part of a line (no NSLog prefix).
    private mutating func parse(message line: UnsafeBufferPointer<UInt8>) -> (indent: Int, parsed: ParsedLine) {
        var index = 0
        var indent = 0
        while index < line.count, ASCII.isSpace(line[index]) {
            indent += line[index] == ASCII.tab ? 4 : 1
            index += 1
        }
        guard index < line.count else { return (indent, .blank) }
        if line[index] == ASCII.hash
            || (line[index] == ASCII.slash && index + 1 < line.count
                && (line[index + 1] == ASCII.slash || line[index + 1] == UInt8(ascii: "*")))
        {
            return (indent, .comment)
        }
        if line[index] == ASCII.minus || line[index] == ASCII.plus, index + 1 < line.count, line[index + 1] == ASCII.openBracket,
            let call = bareFunctionName(line, from: index)
        {
            return (indent, .call(call))
        }
        if let (position, match) = warnings.firstMatch(in: line, from: index) {
            let object = match.object.map { IdentityReference.parse(line, $0) } ?? .none
            return (indent, .warning(ParsedWarning(start: match.start, warning: warnings.patterns[position].warning, object: object)))
        }
        tokens.split(line, from: index)
        guard tokens.count > 0 else { return (indent, .comment) }
        if isObjectDump(line, tokens[0]) || isSourceCode(line, tokens[0]) { return (indent, .noise) }
        var words = 0
        for position in 0..<tokens.count {
            if let call = call(at: position, line) {
                return (indent, isNarration(after: position, method: call.record, line) ? .comment : .call(call))
            }
            if !Self.isSeparator(line, tokens[position]) {
                words += 1
                if words > Self.leadingTokenLimit { break }
            }
        }
        if let call = phrase(line) { return (indent, .call(call)) }
        return (indent, .noise)
    }

    /// `<UIView: 0x…; frame = …>`: a description with fields is printed state, never an event.
    private func isObjectDump(_ line: UnsafeBufferPointer<UInt8>, _ token: Range<Int>) -> Bool {
        guard line[token.lowerBound] == ASCII.openAngle else { return false }
        return line[token].contains(ASCII.semicolon)
    }

    /// `override func viewWillAppear(_ animated: Bool)`: a line of source pasted into a log declares
    /// a method, it does not call one.
    private func isSourceCode(_ line: UnsafeBufferPointer<UInt8>, _ token: Range<Int>) -> Bool {
        let word = line[token]
        return ["override", "func", "let", "var", "private", "public", "@objc", "return", "import"].contains { word.elementsEqual($0.utf8) }
    }

    /// Tries every event shape on the token at `position`.
    mutating func call(at position: Int, _ line: UnsafeBufferPointer<UInt8>) -> ParsedCall? {
        var token = tokens[position]
        if line[token.lowerBound] == ASCII.minus, token.count > 2, ASCII.isLower(line[token.lowerBound + 1]) {
            tokens.dropFirstByte(of: position)
            token = tokens[position]
        }
        let first = line[token.lowerBound]
        if first == ASCII.minus || first == ASCII.plus, token.count > 3, line[token.lowerBound + 1] == ASCII.openBracket {
            return functionName(at: position, line)
        }
        if first == ASCII.openBracket { return message(at: position, line) }
        if first == ASCII.openAngle { return nil }
        let call =
            if let open = line[token].firstIndex(of: ASCII.openParen), open > token.lowerBound {
                swiftCall(at: position, open: open, line)
            } else {
                selector(at: position, line)
            }
        guard call == nil, label == nil, first >= 0x80 || line[token].contains(0xEF) else { return call }
        return labelledCall(at: position, line)
    }

    /// The first value in free text after the method: `isAppearing=YES`, `parent: nil`, `nil`, `<Child: 0x…>`.
    func freeTextArgument(after position: Int, _ line: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard position + 1 < tokens.count else { return nil }
        var token = tokens[position + 1]
        if let equals = line[token].firstIndex(of: ASCII.equals) {
            token = (equals + 1)..<token.upperBound
        } else if line[token.upperBound - 1] == ASCII.colon {
            guard position + 2 < tokens.count else { return nil }
            token = tokens[position + 2]
        } else {
            // Unlabelled, only a value or an object is an argument: `call with …` is prose.
            let kind = TraceArgument.Kind.classify(UnsafeBufferPointer(rebasing: line[token]))
            guard kind == .nil || kind == .true || kind == .false || IdentityReference.parse(line, token).kind == .address else {
                return nil
            }
        }
        while token.count > 1, line[token.upperBound - 1] == ASCII.comma || line[token.upperBound - 1] == ASCII.semicolon {
            token = token.lowerBound..<(token.upperBound - 1)
        }
        return token.isEmpty ? nil : token
    }

    /// Appends a name's key bytes (lowercase letters and digits) to `key`.
    mutating func appendKey(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        for index in range {
            if let byte = ASCII.keyByte(line[index]) { key.append(byte) }
        }
    }

    /// The catalog records a name in the line means (its bytes normalized on the fly), as positions
    /// for `keys.record(at:)`.
    func lookup(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int>? {
        keys.records(normalizing: UnsafeBufferPointer(rebasing: line[range]))
    }

    /// The catalog records `key` means, as positions for `keys.record(at:)`.
    func lookupKey() -> Range<Int>? {
        key.withUnsafeBufferPointer { keys.records(forKey: $0) }
    }

    /// One record among the candidates, using the class the line names.
    func choose(_ candidates: Range<Int>, className: Range<Int>?, _ line: UnsafeBufferPointer<UInt8>) -> Int {
        guard candidates.count > 1 else { return keys.record(at: candidates.lowerBound) }
        return keys.choose(candidates, className: className.map { UnsafeBufferPointer(rebasing: line[$0]) })
    }
}
