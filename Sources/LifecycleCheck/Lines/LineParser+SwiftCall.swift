/// The Swift shapes with an argument list: `#function` names (`viewWillAppear(_:)`,
/// `ViewController.viewWillAppear(_:)`), calls (`child.willMove(toParent: nil)`) and `super.viewDidLoad()`.
extension LineParser {
    mutating func swiftCall(at position: Int, open: Int, _ line: UnsafeBufferPointer<UInt8>) -> ParsedCall? {
        let token = tokens[position]
        var dot: Int?
        for index in token.lowerBound..<open where line[index] == ASCII.dot { dot = index }
        let base = (dot.map { $0 + 1 } ?? token.lowerBound)..<open
        guard !base.isEmpty, !ASCII.isDigit(line[base.lowerBound]),
            line[base].allSatisfy(ASCII.isIdentifier)
        else { return nil }
        let close = matchingParen(line, open: open, end: token.upperBound)
        let inside = (open + 1)..<close
        var argument: Range<Int>?
        var candidates: Range<Int>?
        if isSignature(line, inside) {
            candidates = lookup(line, base.lowerBound..<close) ?? lookup(line, base)
        } else {
            key.removeAll(keepingCapacity: true)
            appendKey(line, base)
            let baseLength = key.count
            argument = labelsAndFirstArgument(line, inside)
            candidates = lookupKey()
            if candidates == nil, key.count > baseLength {
                key.removeLast(key.count - baseLength)
                candidates = lookupKey()
            }
        }
        guard let candidates else { return nil }
        var syntax = CallSyntax(form: dot == nil ? .bare : .qualified, methodStart: base.lowerBound, candidates: candidates)
        if let dot {
            let qualifier = token.lowerBound..<dot
            syntax.written = IdentityReference.parse(line, qualifier)
            syntax.isSuper = line[qualifier].elementsEqual("super".utf8)
            if ASCII.isUpper(line[qualifier.lowerBound]) {
                syntax.className = syntax.written.name
            } else {
                syntax.writtenIsCode = !syntax.isSuper
            }
        }
        syntax.writtenArgument = argument
        syntax.position = position
        syntax.next = position + 1
        syntax.namesBefore = dot == nil
        syntax.trailingClass = dot == nil
        syntax.freeTextArgument = argument == nil && !syntax.writtenIsCode
        return resolveRoles(syntax, line)
    }

    /// The closing parenthesis of the argument list, or the token's end when it is unbalanced.
    private func matchingParen(_ line: UnsafeBufferPointer<UInt8>, open: Int, end: Int) -> Int {
        var depth = 0
        for index in open..<end {
            if line[index] == ASCII.openParen { depth += 1 }
            if line[index] == ASCII.closeParen {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return end
    }

    /// `()`, `(_:)`, `(nibName:bundle:)`: labels only, as `#function` prints them.
    private func isSignature(_ line: UnsafeBufferPointer<UInt8>, _ inside: Range<Int>) -> Bool {
        inside.isEmpty
            || (line[inside.upperBound - 1] == ASCII.colon
                && line[inside].allSatisfy { ASCII.isIdentifier($0) || $0 == ASCII.colon })
    }

    /// Appends the argument labels of a call to `key` (`toParent: nil` → `toparent`) and returns the
    /// first argument's value.
    private mutating func labelsAndFirstArgument(_ line: UnsafeBufferPointer<UInt8>, _ inside: Range<Int>) -> Range<Int>? {
        var first: Range<Int>?
        var segmentStart = inside.lowerBound
        var depth = 0
        for index in inside.lowerBound...inside.upperBound {
            let byte = index < inside.upperBound ? line[index] : ASCII.comma
            if byte == ASCII.openParen || byte == ASCII.openBracket || byte == ASCII.openAngle {
                depth += 1
            } else if byte == ASCII.closeParen || byte == ASCII.closeBracket || byte == ASCII.closeAngle {
                depth -= 1
            } else if byte == ASCII.comma, depth == 0 || index == inside.upperBound {
                let value = segment(line, segmentStart..<index)
                if first == nil, segmentStart == inside.lowerBound, !value.isEmpty { first = value }
                segmentStart = index + 1
            }
        }
        return first
    }

    /// One `label: value` segment of a call: appends the label to `key` and returns the trimmed value.
    private mutating func segment(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        while start < range.upperBound, ASCII.isSpace(line[start]) { start += 1 }
        var labelEnd = start
        while labelEnd < range.upperBound, ASCII.isIdentifier(line[labelEnd]) { labelEnd += 1 }
        if labelEnd > start, labelEnd < range.upperBound, line[labelEnd] == ASCII.colon {
            if !(labelEnd - start == 1 && line[start] == ASCII.underscore) { appendKey(line, start..<labelEnd) }
            start = labelEnd + 1
        }
        while start < range.upperBound, ASCII.isSpace(line[start]) { start += 1 }
        var end = range.upperBound
        while end > start, ASCII.isSpace(line[end - 1]) { end -= 1 }
        return start..<end
    }
}
