/// One compiled console-warning pattern: literal text, `{name}` captures and `*` gaps, matched over
/// the bytes of a line without regular expressions.
struct ConsoleWarningPattern: Sendable {
    enum Part: Sendable {
        case literal([UInt8])
        case capture(isObject: Bool)
        case gap
    }

    /// Where a match starts and which bytes name the object the warning is about.
    struct Match {
        var start: Int
        var object: Range<Int>?
    }

    let warning: Int
    let parts: [Part]
    /// Lines shorter than the literal text cannot match, which skips most event lines at no cost.
    let minimumLength: Int

    /// Compiles `Unbalanced calls to begin/end appearance transitions for {object}`; nil when malformed.
    init?(_ text: String, warning: Int) {
        var parts: [Part] = []
        var literal: [UInt8] = []
        var bytes = Array(text.utf8)[...]
        func flush() {
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = []
        }
        while let byte = bytes.first {
            bytes = bytes.dropFirst()
            if byte == UInt8(ascii: "{") {
                guard let close = bytes.firstIndex(of: UInt8(ascii: "}")) else { return nil }
                let name = String(decoding: bytes[..<close], as: UTF8.self)
                flush()
                parts.append(.capture(isObject: name == "object"))
                bytes = bytes[(close + 1)...]
            } else if byte == UInt8(ascii: "*") {
                flush()
                parts.append(.gap)
            } else {
                literal.append(byte)
            }
        }
        flush()
        guard case .literal = parts.first else { return nil }
        self.warning = warning
        self.parts = parts
        self.minimumLength = parts.reduce(0) { sum, part in
            if case .literal(let bytes) = part { return sum + bytes.count }
            return sum
        }
    }

    /// The first match in the line, if any.
    func match(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Match? {
        guard line.count - start >= minimumLength else { return nil }
        var object: Range<Int>?
        guard case .literal(let first) = parts[0] else { return nil }
        var from = start
        while let hit = Self.find(first, in: line, from: from) {
            object = nil
            if matchRest(line, part: 1, at: hit + first.count, floating: false, object: &object) {
                return Match(start: hit, object: object)
            }
            from = hit + 1
        }
        return nil
    }

    private func matchRest(
        _ line: UnsafeBufferPointer<UInt8>, part: Int, at position: Int, floating: Bool, object: inout Range<Int>?
    ) -> Bool {
        guard part < parts.count else { return true }
        switch parts[part] {
        case .gap:
            return matchRest(line, part: part + 1, at: position, floating: true, object: &object)
        case .literal(let bytes):
            if !floating {
                return Self.hasPrefix(bytes, in: line, at: position)
                    && matchRest(line, part: part + 1, at: position + bytes.count, floating: false, object: &object)
            }
            var from = position
            while let hit = Self.find(bytes, in: line, from: from) {
                if matchRest(line, part: part + 1, at: hit + bytes.count, floating: false, object: &object) { return true }
                from = hit + 1
            }
            return false
        case .capture(let isObject):
            guard let end = Self.captureEnd(line, at: position) else { return false }
            if isObject { object = position..<end }
            return matchRest(line, part: part + 1, at: end, floating: floating, object: &object)
        }
    }

    /// A capture is an object description `<…>` (nested brackets allowed) or one word without its
    /// trailing punctuation.
    private static func captureEnd(_ line: UnsafeBufferPointer<UInt8>, at position: Int) -> Int? {
        guard position < line.count else { return nil }
        if line[position] == ASCII.openAngle {
            var depth = 0
            for index in position..<line.count {
                if line[index] == ASCII.openAngle { depth += 1 }
                if line[index] == ASCII.closeAngle {
                    depth -= 1
                    if depth == 0 { return index + 1 }
                }
            }
            return nil
        }
        var end = position
        while end < line.count, !ASCII.isSpace(line[end]) { end += 1 }
        while end > position, ".,;:!?'\")".utf8.contains(line[end - 1]) { end -= 1 }
        return end > position ? end : nil
    }

    private static func hasPrefix(_ bytes: [UInt8], in line: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        guard position + bytes.count <= line.count else { return false }
        for index in 0..<bytes.count where line[position + index] != bytes[index] { return false }
        return true
    }

    private static func find(_ bytes: [UInt8], in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let first = bytes.first, line.count - start >= bytes.count else { return nil }
        var position = start
        let last = line.count - bytes.count
        // A literal that starts with a letter or digit starts a word: it never begins inside another
        // word, such as the middle of an address (what lets `MessageShape` mask addresses).
        let wordStart = ASCII.isIdentifier(first)
        while position <= last {
            if line[position] == first, !wordStart || position == 0 || !ASCII.isIdentifier(line[position - 1]),
                hasPrefix(bytes, in: line, at: position)
            {
                return position
            }
            position += 1
        }
        return nil
    }
}
