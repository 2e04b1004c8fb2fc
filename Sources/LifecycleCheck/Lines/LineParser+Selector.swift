/// The canonical shape `receiver selector: argument label: argument`, bare names with or without a
/// colon (`viewDidLoad`, `viewWillAppear:`), lowercase hooks, `Class.selector` and `super.selector`.
extension LineParser {
    mutating func selector(at position: Int, _ line: UnsafeBufferPointer<UInt8>) -> ParsedCall? {
        let token = tokens[position]
        let colon = line[token].firstIndex(of: ASCII.colon)
        let name = token.lowerBound..<(colon ?? token.upperBound)
        guard !name.isEmpty, ASCII.isLetter(line[name.lowerBound]) || line[name.lowerBound] == ASCII.underscore,
            line[name].allSatisfy({ ASCII.isIdentifier($0) || $0 == ASCII.dot })
        else { return nil }
        var dot: Int?
        for index in name where line[index] == ASCII.dot { dot = index }
        let methodStart = dot.map { $0 + 1 } ?? name.lowerBound
        let base = methodStart..<name.upperBound
        guard !base.isEmpty else { return nil }
        var next = position + 1
        var argument: Range<Int>?
        var hasArgumentSlot = false
        var candidates: Range<Int>?
        if let colon {
            if colon + 1 < token.upperBound, line[token.upperBound - 1] == ASCII.colon,
                line[(colon + 1)..<token.upperBound].allSatisfy({ ASCII.isIdentifier($0) || $0 == ASCII.colon })
            {
                // A whole selector in one token: `willRotateToInterfaceOrientation:duration:`.
                candidates = lookup(line, methodStart..<token.upperBound)
            } else if colon + 1 < token.upperBound {
                argument = (colon + 1)..<token.upperBound
            } else if next < tokens.count, !isLabel(line, tokens[next]), !Self.isSeparator(line, tokens[next]) {
                hasArgumentSlot = true
                if !Self.writesObject(line, tokens[next]) {
                    argument = tokens[next]
                    next += 1
                }
            }
            if next < tokens.count, isLabel(line, tokens[next]) {
                key.removeAll(keepingCapacity: true)
                appendKey(line, base)
                while next < tokens.count, isLabel(line, tokens[next]) {
                    let label = tokens[next]
                    let labelColon = line[label].firstIndex(of: ASCII.colon)!
                    appendKey(line, label.lowerBound..<labelColon)
                    next += labelColon + 1 < label.upperBound || next + 1 >= tokens.count ? 1 : 2
                }
                candidates = lookupKey()
            }
        }
        guard let candidates = candidates ?? lookup(line, base) else { return nil }
        var syntax = CallSyntax(form: dot == nil ? .bare : .qualified, methodStart: methodStart, candidates: candidates)
        if let dot {
            let qualifier = name.lowerBound..<dot
            syntax.written = IdentityReference.parse(line, qualifier)
            syntax.isSuper = line[qualifier].elementsEqual("super".utf8)
            // `self.viewWillAppear` calls; `vc1.viewDidLoad` is a tag and a callback; `child.view`
            // stays a receiver expression (checked once the member is resolved).
            syntax.writtenIsCode = line[qualifier].elementsEqual("self".utf8)
            if ASCII.isUpper(line[qualifier.lowerBound]), syntax.written.kind == .className { syntax.className = syntax.written.name }
        }
        let entry = keys.facts[choose(candidates, className: syntax.className, line)]
        // `viewDidLoad:ViewController2`, `viewWillDisappear:ViewController1`: a capitalized name glued
        // after the colon of a method that takes no object names the receiver's class, not a value.
        if let colon, let attached = argument, attached.lowerBound == colon + 1, !entry.firstParameterIsObject,
            ASCII.isUpper(line[attached.lowerBound])
        {
            syntax.className = Self.gluedClassName(line, attached)
            argument = nil
        }
        // `viewWillAppear: HomeViewController`, `viewDidLoad: 首页A`: a name where a method that takes no
        // object has its value slot is the receiver written after the method (row 6), not a value.
        if colon != nil, let spaced = argument, spaced == tokens[next - 1], !entry.firstParameterIsObject,
            Self.isConnector(line, spaced) || namesObject(spaced, line)
        {
            argument = nil
            next -= 1
        }
        if let dot, entry.plainWord || !ASCII.isUpper(line[name.lowerBound]) && entry.kind != .callback,
            !line[name.lowerBound..<dot].elementsEqual("self".utf8), !line[name.lowerBound..<dot].elementsEqual("super".utf8)
        {
            return nil
        }
        if colon == nil, entry.parameterCount > 0, next < tokens.count, isPlainValue(line, tokens[next]) {
            argument = tokens[next]
            next += 1
        }
        if wordsBefore(position, line) > 1 {
            for index in next..<tokens.count where !isFreeTextValue(line, tokens[index]) && !Self.writesObject(line, tokens[index]) {
                return nil
            }
        }
        syntax.writtenArgument = argument
        syntax.hasArgumentSlot = hasArgumentSlot
        syntax.position = position
        syntax.next = next
        syntax.namesBefore = dot == nil
        syntax.trailingClass = dot == nil
        let call = resolveRoles(syntax, line)
        // An English word (`view`, `dealloc`) is a method only after a receiver that is code: a class,
        // an object description, or a numbered tag (`vc1 dealloc`) when the word ends the line (`vc2 -
        // view did load` is a phrase); never after a lowercase word of a sentence.
        if keys.facts[call.record].plainWord, dot == nil, call.receiver.kind != .className, call.receiver.kind != .address,
            !(next == tokens.count && isNumberedTag(call.receiver, line))
        {
            return nil
        }
        return call
    }

    /// A token that writes an object with an address (`<Demo.Home: 0x…>`, `0x…`, `Home(0x…)`): whether
    /// it is the receiver or the argument is `resolveRoles`'s decision, not the shape's.
    private static func writesObject(_ line: UnsafeBufferPointer<UInt8>, _ token: Range<Int>) -> Bool {
        IdentityReference.parse(line, token).kind == .address
    }

    /// The class name at the start of `range`, cut where a note is glued to it
    /// (`ViewController2view加载完毕` → `ViewController2`).
    private static func gluedClassName(_ line: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var end = range.lowerBound
        while end < range.upperBound, ASCII.isIdentifier(line[end]) {
            if end > range.lowerBound, ASCII.isDigit(line[end - 1]), ASCII.isLower(line[end]) { break }
            end += 1
        }
        return range.lowerBound..<end
    }

    /// `vc1`, `child2`: a tag with a digit names an object in code; no word of a sentence has one.
    private func isNumberedTag(_ reference: IdentityReference, _ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard reference.kind == .tag, let name = reference.name else { return false }
        return line[name].contains(where: ASCII.isDigit)
    }

    /// `animated:` or `animated:YES`: the next part of a multi-part selector.
    private func isLabel(_ line: UnsafeBufferPointer<UInt8>, _ token: Range<Int>) -> Bool {
        guard let colon = line[token].firstIndex(of: ASCII.colon), colon > token.lowerBound else { return false }
        return line[token.lowerBound..<colon].allSatisfy(ASCII.isIdentifier) && ASCII.isLetter(line[token.lowerBound])
    }

    /// A value written after a bare name: `nil`, `YES` or `NO`.
    private func isPlainValue(_ line: UnsafeBufferPointer<UInt8>, _ token: Range<Int>) -> Bool {
        let kind = TraceArgument.Kind.classify(UnsafeBufferPointer(rebasing: line[token]))
        return kind == .nil || kind == .true || kind == .false
    }

    /// Words (tokens that start with a letter) before the method; free text may follow a method only
    /// when at most one word (its receiver or tag) precedes it, so prose is not read as a call.
    private func wordsBefore(_ position: Int, _ line: UnsafeBufferPointer<UInt8>) -> Int {
        var words = 0
        for index in 0..<position where ASCII.isLetter(line[tokens[index].lowerBound]) { words += 1 }
        return words
    }

    /// Trailing text an event line may carry: `key=value` pairs and parenthesized remarks.
    private func isFreeTextValue(_ line: UnsafeBufferPointer<UInt8>, _ token: Range<Int>) -> Bool {
        line[token.lowerBound] == ASCII.openParen || line[token].contains(ASCII.equals)
    }
}
