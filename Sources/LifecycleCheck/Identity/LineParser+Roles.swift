/// The one place that decides who a line is about. Every shape parser hands over syntax only
/// (`CallSyntax`); this resolver turns it, with what the catalog says about the method's first
/// parameter, into the receiver, the argument and whether the call was written as code. The decision
/// table is documented in the README ("Who a line is about"); no token fills two roles.
extension LineParser {
    /// The call a line's syntax describes, its receiver and argument chosen by the decision table.
    func resolveRoles(_ syntax: CallSyntax, _ line: UnsafeBufferPointer<UInt8>) -> ParsedCall {
        let facts = keys.facts[keys.record(at: syntax.candidates.lowerBound)]
        var receiver = IdentityReference.none
        var receiverToken: Range<Int>?
        // 1. A receiver written as code: `[child …]`, `child.willMove(…)`, `self.`, `super.`, `vc1.`.
        if syntax.written.kind != .none, syntax.written.kind != .className { receiver = syntax.written }
        // 1b. A label in any script glued to the method: `画面A:viewDidLoad()`.
        if receiver.kind == .none, let label {
            receiver = IdentityReference(kind: .tag, name: label)
            if let position = syntax.position, position > 0 {
                receiver = qualified(receiver, at: position, groupStart: 0, line)
            }
        }
        // 2. An object before the method: `<Demo.Home: 0x…> viewDidAppear(_:)`, `0x… Home.viewDidAppear(_:)`.
        if receiver.kind == .none, let position = syntax.position { receiver = objectBefore(position, line) }
        // 3. An object after the method, unless the method's first parameter is an object and the
        //    object is written where that argument goes.
        var after = syntax.position == nil ? nil : objectAfter(syntax.next, line)
        if receiver.kind == .none, let (object, token) = after, objectAfterIsReceiver(object, syntax, facts, line) {
            receiver = object
            receiverToken = token
            after = nil
        }
        // 4. The class the method is written on: `-[Home viewDidLoad]`, `Home.viewDidLoad()`.
        if receiver.kind == .none, let className = syntax.className { receiver = IdentityReference(kind: .className, name: className) }
        // 5. A name before the method, in shapes where names are receivers: `vc1 – viewDidLoad`.
        if receiver.kind == .none, syntax.namesBefore, let position = syntax.position { receiver = nameBefore(position, line) }
        // 6. A class name ending the line: `viewWillAppear - HomeViewController`.
        if receiver.kind == .none, syntax.trailingClass, syntax.writtenArgument == nil, syntax.position != nil {
            receiver = classAfter(syntax.next, line)
        }
        if receiver.kind == .address, receiver.name == nil { receiver.name = syntax.className }

        let className = syntax.className ?? (receiver.kind == .className ? receiver.name : nil)
        var call = ParsedCall(methodStart: syntax.methodStart, record: choose(syntax.candidates, className: className, line))
        call.receiver = receiver
        call.className = className
        call.isSuper = syntax.isSuper
        call.isExplicit = !syntax.isSuper && (syntax.writtenIsCode || (syntax.form == .bare && keys.facts[call.record].kind == .method))
        call.argument = syntax.writtenArgument
        if call.argument == nil, facts.parameterCount > 0 {
            if let (_, token) = after, facts.firstParameterIsObject {
                call.argument = token
            } else if syntax.freeTextArgument, syntax.position != nil {
                // The free text starts after the method, or after the description that became the
                // receiver (`-[Child willMoveToParentViewController:] <Child: 0x…> parent=(null)`).
                let start = receiverToken == nil ? syntax.next - 1 : firstWord(from: syntax.next, line) ?? syntax.next - 1
                if let free = freeTextArgument(after: start, line), facts.firstParameterIsObject || line[free.lowerBound] != ASCII.openAngle
                {
                    call.argument = free
                }
            }
        }
        return call
    }

    /// Row 3 of the table: an object written after the method is its receiver unless the method takes
    /// an object first, no argument is written in the call, and either the shape has an argument slot
    /// (`addChildViewController: <Child: 0x…>`) or the line names a class the object does not have
    /// (`-[Parent addChildViewController:] <Child: 0x…>`). `-[Child willMoveToParentViewController:]
    /// <Child: 0x…>` and `willMove(toParent:) <Demo.Child: 0x…>` print `self`.
    private func objectAfterIsReceiver(
        _ object: IdentityReference, _ syntax: CallSyntax, _ facts: APIKeyTable.Facts, _ line: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard facts.parameterCount > 0, facts.firstParameterIsObject, syntax.writtenArgument == nil else { return true }
        if syntax.hasArgumentSlot { return false }
        guard let className = syntax.className else { return true }
        guard let name = object.name else { return false }
        return Self.sameClass(line[name], line[className])
    }

    /// Class names compared as the message cache sees them: digits match digits, so every line of one
    /// shape decides alike (`MessageShape`). The price: an object and a class named alike but for their
    /// digits (`Screen1ViewController`, `Screen2ViewController`) count as one class here; UIKit's own
    /// class names hold no digit (`APIKeyTable`), so it never merges two of them.
    static func sameClass(_ first: Slice<UnsafeBufferPointer<UInt8>>, _ second: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard first.count == second.count else { return false }
        return zip(first, second).allSatisfy { $0 == $1 || (ASCII.isDigit($0) && ASCII.isDigit($1)) }
    }

    /// The first object address among the tokens before the method.
    private func objectBefore(_ position: Int, _ line: UnsafeBufferPointer<UInt8>) -> IdentityReference {
        for index in 0..<position {
            let reference = IdentityReference.parse(line, tokens[index])
            if reference.kind == .address { return reference }
        }
        return .none
    }

    /// The name before the method. Separators and closed tags (`[Lifecycle]`, `Lifecycle:`, `<Tag>`)
    /// split the words before it into groups: the nearest group holding a name gives the receiver, the
    /// ones before it are categories (`[Lifecycle] 首页A – viewDidLoad`, `LIFECYCLE: Home - viewDidLoad`).
    /// In a group of several words, prose, a class name comes first (`SingleSubredditViewController
    /// calls viewDidAppear`). A qualifier before the name is part of it: `first vc` and `second vc`,
    /// `old vc` and `new vc` are two objects each, as the people who write such lists mean.
    private func nameBefore(_ position: Int, _ line: UnsafeBufferPointer<UInt8>) -> IdentityReference {
        var last = position - 1
        while last >= 0 {
            while last >= 0, Self.isSeparator(line, tokens[last]) { last -= 1 }
            guard last >= 0 else { break }
            var first = last
            while first > 0, !Self.isSeparator(line, tokens[first - 1]), !Self.closesGroup(line, tokens[first - 1]) { first -= 1 }
            if first < last {
                for index in first...last where ASCII.isUpper(line[tokens[index].lowerBound]) && !Self.isQualifier(line, tokens[index]) {
                    let reference = IdentityReference.parse(line, tokens[index])
                    if reference.kind == .className { return qualified(reference, at: index, groupStart: first, line) }
                }
            }
            for index in stride(from: last, through: first, by: -1) {
                let reference = name(of: tokens[index], line)
                if reference.kind != .none { return qualified(reference, at: index, groupStart: first, line) }
            }
            last = first - 1
        }
        return .none
    }

    /// The name at `index`, or, after a qualifier in its group (`second vc`, `2nd HomeVC`, `old vc`), a
    /// tag of both words: objects one name would merge are told apart by their qualifiers.
    private func qualified(
        _ reference: IdentityReference, at index: Int, groupStart: Int, _ line: UnsafeBufferPointer<UInt8>
    ) -> IdentityReference {
        guard index > groupStart, Self.isQualifier(line, tokens[index - 1]), let name = reference.name else { return reference }
        return IdentityReference(kind: .tag, name: tokens[index - 1].lowerBound..<name.upperBound)
    }

    /// An ordinal (`first` to `tenth` in any case, or digits with `st`, `nd`, `rd` or `th`: `2nd`,
    /// `11th`), or a word that sets one object apart from another of the same name by its role or
    /// time (`old`/`new`, `top`/`bottom`, `previous`/`next`, `parent`/`child`, `presenting`/`presented`).
    static func isQualifier(_ line: UnsafeBufferPointer<UInt8>, _ token: Range<Int>) -> Bool {
        guard token.count >= 3, token.count <= 10 else { return false }
        let word = line[token].map { ASCII.isUpper($0) ? $0 | 0x20 : $0 }
        if ASCII.isDigit(word[0]) {
            let digits = word.prefix(while: ASCII.isDigit)
            return digits.count == word.count - 2 && ordinalSuffixes.contains(Array(word.suffix(2)))
        }
        return qualifierWords.contains(word)
    }

    private static let qualifierWords: Set<[UInt8]> = Set(
        [
            "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "old", "new", "top", "bottom",
            "previous", "next", "current", "parent", "child", "presenting", "presented", "source", "destination", "outer", "inner",
            "front", "back", "left", "right", "master", "detail",
        ].map { Array($0.utf8) })
    private static let ordinalSuffixes: Set<[UInt8]> = Set(["st", "nd", "rd", "th"].map { Array($0.utf8) })

    /// What a word before the method names: `IdentityReference`'s reading, the last of several
    /// bracketed tags (`[Lifecycle][Home]`), or a label in any script (`首页A`, `[画面1]`).
    private func name(of token: Range<Int>, _ line: UnsafeBufferPointer<UInt8>) -> IdentityReference {
        var token = token
        while token.count > 1, line[token.upperBound - 1] == ASCII.colon { token = token.lowerBound..<(token.upperBound - 1) }
        if token.count > 2, line[token.lowerBound] == ASCII.openBracket, line[token.upperBound - 1] == ASCII.closeBracket,
            let open = line[token].lastIndex(of: ASCII.openBracket)
        {
            token = open..<token.upperBound
        }
        token = Self.unbracketed(token, line)
        let reference = IdentityReference.parse(line, token)
        guard reference.kind == .none, let label = Self.labelToken(line, token) else { return reference }
        return IdentityReference(kind: .tag, name: label)
    }

    /// A word without one pair of enclosing `(…)` or `[…]`: `(HomeVC)` → `HomeVC`.
    static func unbracketed(_ token: Range<Int>, _ line: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        guard token.count > 2 else { return token }
        let first = line[token.lowerBound]
        let last = line[token.upperBound - 1]
        let enclosed = (first == ASCII.openParen && last == ASCII.closeParen) || (first == ASCII.openBracket && last == ASCII.closeBracket)
        return enclosed ? (token.lowerBound + 1)..<(token.upperBound - 1) : token
    }

    /// A word that ends a group of names: a tag closed by `:`, `]`, `>` or `)` (`Lifecycle:`, `[VC]`).
    private static func closesGroup(_ line: UnsafeBufferPointer<UInt8>, _ token: Range<Int>) -> Bool {
        let last = line[token.upperBound - 1]
        return last == ASCII.colon || last == ASCII.closeBracket || last == ASCII.closeAngle || last == ASCII.closeParen
            || (token.count > 3 && fullWidthColon(line, at: token.upperBound - 3, end: token.upperBound) != nil)
    }

    /// The object address written right after the method (separators skipped), with its token.
    private func objectAfter(_ next: Int, _ line: UnsafeBufferPointer<UInt8>) -> (IdentityReference, Range<Int>)? {
        guard let index = firstWord(from: next, line) else { return nil }
        let reference = IdentityReference.parse(line, tokens[index])
        return reference.kind == .address ? (reference, tokens[index]) : nil
    }

    /// A name after the method (`viewWillAppear - HomeViewController`, `viewDidLoad (ViewController 1)`,
    /// `viewDidLoad: 首页A`, `viewDidAppear called on vc1`): a description without an address anywhere,
    /// or, ending the line after separators and the words `called`, `on`, `in`, `for`, `of`, a name
    /// that `namesObject` accepts, bare or in brackets, or a parenthesized name with spaces.
    private func classAfter(_ next: Int, _ line: UnsafeBufferPointer<UInt8>) -> IdentityReference {
        guard var index = firstWord(from: next, line) else { return .none }
        if line[tokens[index].lowerBound] == ASCII.openAngle {
            let reference = IdentityReference.parse(line, tokens[index])
            return reference.kind == .className ? reference : .none
        }
        while index < tokens.count - 1, Self.isConnector(line, tokens[index]), let word = firstWord(from: index + 1, line) { index = word }
        guard index == tokens.count - 1 else { return .none }
        let token = Self.unbracketed(tokens[index], line)
        if token != tokens[index], ASCII.isUpper(line[token.lowerBound]), line[token].contains(ASCII.space),
            line[token].allSatisfy({ ASCII.isIdentifier($0) || $0 == ASCII.space })
        {
            return IdentityReference(kind: .tag, name: token)
        }
        guard namesObject(token, line) else { return .none }
        let reference = IdentityReference.parse(line, token)
        if reference.kind != .none { return reference }
        return Self.labelToken(line, token).map { IdentityReference(kind: .tag, name: $0) } ?? .none
    }

    /// Whether a word names an object rather than giving a value or a remark: a class (`HomeVC`,
    /// `Demo.Home`), a tag with a digit after a letter (`vc1`), or a label in any script (`首页A`).
    func namesObject(_ token: Range<Int>, _ line: UnsafeBufferPointer<UInt8>) -> Bool {
        let token = Self.unbracketed(token, line)
        let kind = TraceArgument.Kind.classify(UnsafeBufferPointer(rebasing: line[token]))
        guard kind != .nil, kind != .true, kind != .false else { return false }
        let reference = IdentityReference.parse(line, token)
        switch reference.kind {
        case .className: return true
        case .tag: return ASCII.isLetter(line[token.lowerBound]) && line[token].contains(where: ASCII.isDigit)
        default: return Self.labelToken(line, token) != nil
        }
    }

    /// The words that join a method to the name after it: `called on`, `in`, `for`, `of`.
    static func isConnector(_ line: UnsafeBufferPointer<UInt8>, _ token: Range<Int>) -> Bool {
        let word = line[token]
        return word.elementsEqual("called".utf8) || word.elementsEqual("on".utf8) || word.elementsEqual("in".utf8)
            || word.elementsEqual("for".utf8) || word.elementsEqual("of".utf8)
    }

    /// The first token from `next` on that holds a letter or a digit (`-`, `–`, `|` are separators).
    private func firstWord(from next: Int, _ line: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = next
        while index < tokens.count, !line[tokens[index]].contains(where: ASCII.isAlphanumeric) { index += 1 }
        return index < tokens.count ? index : nil
    }
}
