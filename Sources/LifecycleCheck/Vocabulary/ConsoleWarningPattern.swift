import LifecycleModel

/// One compiled console-warning pattern: literal text, `{name}` captures and `*` gaps, matched over
/// the bytes of a line without regular expressions. Literal text matches in any ASCII letter case and
/// a space in it matches any run of spaces and tabs, so the spellings of one message across iOS
/// versions and pastes (`Attempt to present <A>  on <B>`) share a pattern.
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
            guard case .literal(let bytes) = part else { return sum }
            return sum + bytes.indices.filter { $0 == 0 || bytes[$0] != ASCII.space || bytes[$0 - 1] != ASCII.space }.count
        }
    }

    /// Every warning's patterns compiled in order, each knowing its warning's position; fails on a
    /// duplicate warning id, a warning without patterns or a malformed pattern.
    static func compile(_ warnings: [ConsoleWarningRecord]) throws(CheckSetupError) -> [ConsoleWarningPattern] {
        var patterns: [ConsoleWarningPattern] = []
        var seen: Set<String> = []
        for (index, warning) in warnings.enumerated() {
            guard seen.insert(warning.id).inserted else {
                throw CheckSetupError(subject: warning.id, message: "duplicate console warning id '\(warning.id)'")
            }
            guard !warning.patterns.isEmpty else {
                throw CheckSetupError(subject: warning.id, message: "console warning '\(warning.id)' has no patterns")
            }
            for text in warning.patterns {
                guard let pattern = ConsoleWarningPattern(text, warning: index) else {
                    throw CheckSetupError(
                        subject: warning.id,
                        message: "pattern '\(text)' must start with literal text and close every '{'", culprit: text)
                }
                patterns.append(pattern)
            }
        }
        return patterns
    }

    /// The literal runs of the pattern long enough to name the message on their own, without their
    /// captures (`whose view is not in the window hierarchy`), for finding a message quoted in prose.
    var distinctiveTexts: [[UInt8]] {
        parts.compactMap { part -> [UInt8]? in
            guard case .literal(let bytes) = part else { return nil }
            var words = bytes.split(separator: ASCII.space).map(Array.init)
            // A short word at either end belongs to the capture beside it (`for {object}`, `({object})`).
            while let last = words.last, last.count <= 3 { words.removeLast() }
            while let first = words.first, first.count <= 1 { words.removeFirst() }
            let text = Array(words.joined(separator: [ASCII.space]))
            return text.count >= 24 ? text : nil
        }
    }

    /// Whether `text` holds `literal`, letter case and runs of spaces aside.
    static func contains(_ literal: [UInt8], in text: UnsafeBufferPointer<UInt8>) -> Bool {
        find(literal, in: text, from: 0) != nil
    }

    /// The first match in the line, if any.
    func match(_ line: UnsafeBufferPointer<UInt8>, from start: Int) -> Match? {
        guard line.count - start >= minimumLength else { return nil }
        var object: Range<Int>?
        guard case .literal(let first) = parts[0] else { return nil }
        var from = start
        while let hit = Self.find(first, in: line, from: from) {
            object = nil
            if matchRest(line, part: 1, at: hit.end, floating: false, object: &object) {
                return Match(start: hit.start, object: object)
            }
            from = hit.start + 1
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
                guard let end = Self.literalEnd(bytes, in: line, at: position) else { return false }
                return matchRest(line, part: part + 1, at: end, floating: false, object: &object)
            }
            var from = position
            while let hit = Self.find(bytes, in: line, from: from) {
                if matchRest(line, part: part + 1, at: hit.end, floating: false, object: &object) { return true }
                from = hit.start + 1
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

    /// Where `literal` ends when it starts at `position`: letters in either case, a space matching a
    /// run of spaces and tabs; nil when it does not start there.
    private static func literalEnd(_ literal: [UInt8], in line: UnsafeBufferPointer<UInt8>, at position: Int) -> Int? {
        var index = position
        var next = 0
        while next < literal.count {
            let expected = literal[next]
            if expected == ASCII.space {
                guard index < line.count, ASCII.isSpace(line[index]) else { return nil }
                while index < line.count, ASCII.isSpace(line[index]) { index += 1 }
                while next < literal.count, literal[next] == ASCII.space { next += 1 }
                continue
            }
            guard index < line.count, folded(line[index]) == folded(expected) else { return nil }
            index += 1
            next += 1
        }
        return index
    }

    /// A letter in lower case, any other byte as it is.
    @inline(__always) private static func folded(_ byte: UInt8) -> UInt8 {
        ASCII.isUpper(byte) ? byte | 0x20 : byte
    }

    /// The first place at or after `start` where `literal` starts, and where it ends there.
    private static func find(_ literal: [UInt8], in line: UnsafeBufferPointer<UInt8>, from start: Int) -> (start: Int, end: Int)? {
        guard let first = literal.first, line.count - start >= 1 else { return nil }
        let lead = folded(first)
        // A literal that starts with a letter or digit starts a word: it never begins inside another
        // word, such as the middle of an address (what lets `MessageShape` mask addresses).
        let wordStart = ASCII.isIdentifier(first)
        var position = start
        while position < line.count {
            if folded(line[position]) == lead, !wordStart || position == 0 || !ASCII.isIdentifier(line[position - 1]),
                let end = literalEnd(literal, in: line, at: position)
            {
                return (position, end)
            }
            position += 1
        }
        return nil
    }
}
