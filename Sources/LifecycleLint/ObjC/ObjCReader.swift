/// Reads an Objective-C file (`.m`, `.mm`, or a header for its `@interface`s) into the same flows the
/// Swift reader makes, so every rule runs on both: class declarations and properties, each method of
/// an `@implementation` as a flow, the message sends in its body (`[a addChildViewController:b]`,
/// `[super viewWillAppear:animated]`) as calls under their Swift names, blocks as closures, `if`/`else`,
/// `switch` cases and loops as branch arms. It is not a compiler: what it cannot read it skips, and
/// every loop moves forward by at least one token, so any input ends.
final class ObjCReader {
    private let source: SourceText
    private let watchedCalls: Set<String>
    /// False for a header: only its `@interface`s are wanted.
    private let readsBodies: Bool
    private let catalog: CatalogNames
    private let tokens: [ObjCToken]
    /// The index of the bracket that closes or opens each `(`, `[`, `{` (and `)`, `]`, `}`); a bracket
    /// without a partner points at the end of the file or at itself.
    private let partner: [Int]
    private var facts = FileFacts()
    private var root: Flow
    /// The flows being read, innermost last, with the arms open in each.
    private var flowStack: [Flow] = []
    private var armStack: [[BranchPath.Arm]] = []
    private var phase = 0

    init(source: SourceText, watchedCalls: Set<String>, catalog: CatalogNames, readsBodies: Bool = true) {
        self.source = source
        self.watchedCalls = watchedCalls
        self.readsBodies = readsBodies
        self.catalog = catalog
        tokens = ObjCTokenizer.tokens(source.bytes)
        partner = Self.partners(of: tokens, in: source.bytes)
        root = Flow(function: nil, type: nil, enclosing: nil, uses: ObjCNameUses())
        facts.flows = [root]
    }

    func read() -> FileFacts {
        var index = 0
        while index < tokens.count {
            switch text(index) {
            case "@interface": index = readInterface(from: index)
            case "@protocol": index = readProtocol(from: index)
            case "@implementation": index = readImplementation(from: index)
            default: index += 1
            }
        }
        return facts
    }

    // MARK: Tokens

    private func text(_ index: Int) -> String {
        index < tokens.count ? source.text(tokens[index].start..<tokens[index].end) : ""
    }

    private func isWord(_ index: Int) -> Bool {
        index < tokens.count && tokens[index].kind == .word
    }

    private static func partners(of tokens: [ObjCToken], in bytes: [UInt8]) -> [Int] {
        var partner = Array(tokens.indices)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation && token.end - token.start == 1 {
            switch bytes[token.start] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open.append(index)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                // A stray closer (from a skipped `#if` arm) closes the nearest opener of its kind.
                let opener: UInt8 =
                    bytes[token.start] == UInt8(ascii: ")")
                    ? UInt8(ascii: "(") : bytes[token.start] == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                guard let match = open.lastIndex(where: { bytes[tokens[$0].start] == opener }) else { continue }
                partner[open[match]] = index
                partner[index] = open[match]
                open.removeSubrange(match...)
            default: break
            }
        }
        for index in open { partner[index] = tokens.count }
        return partner
    }

    /// The index just past the bracket group that starts at `index`.
    private func after(_ index: Int) -> Int {
        max(index + 1, min(tokens.count, partner[index] + 1))
    }

    // MARK: Declarations

    /// `@interface Name : Super <P>` declares a class; `@interface Name ()` and `(Category)` add
    /// properties (private ones in a class extension) to it; ivar blocks too.
    private func readInterface(from start: Int) -> Int {
        let name = text(start + 1)
        var index = start + 2
        var isExtension = false
        if text(index) == ":" {
            facts.declarations.append(TypeDeclaration(name: name, kind: .class, inherited: [text(index + 1)]))
            index += 2
        } else if text(index) == "(" {
            isExtension = text(index + 1) == ")"
            index = after(index)
        }
        while index < tokens.count, text(index) != "@end" {
            switch text(index) {
            case "{":
                readIvars(index + 1..<min(tokens.count, partner[index]), in: name)
                index = after(index)
            case "@property": index = readProperty(from: index, in: name, isPrivate: isExtension)
            case "@implementation", "@interface": return index
            default: index += 1
            }
        }
        return index + 1
    }

    private func readProtocol(from start: Int) -> Int {
        let name = text(start + 1)
        guard text(start + 2) != ";", text(start + 2) != "," else { return start + 3 }
        var inherited: [String] = []
        var index = start + 2
        if text(index) == "<" {
            index += 1
            while index < tokens.count, text(index) != ">" {
                if isWord(index) { inherited.append(text(index)) }
                index += 1
            }
        }
        facts.declarations.append(TypeDeclaration(name: name, kind: .protocol, inherited: inherited))
        while index < tokens.count, text(index) != "@end" { index += 1 }
        return index + 1
    }

    /// `@property (nonatomic, strong) MenuViewController *menu;`: the type is the first word that is
    /// not a qualifier, the name the last word before `;` that is not a macro.
    private func readProperty(from start: Int, in type: String, isPrivate: Bool) -> Int {
        var index = start + 1
        if text(index) == "(" { index = after(index) }
        var end = index
        while end < tokens.count, text(end) != ";", text(end) != "@end" { end += 1 }
        let words = (index..<end).filter { isWord($0) && text($0 + 1) != "(" && !Self.qualifiers.contains(text($0)) }
        if let first = words.first, let last = words.last, first != last {
            facts.properties[type, default: [:]][text(last)] = PropertyInfo(
                type: TypeReference.written(text(first)), isFilePrivate: isPrivate)
        }
        return end + 1
    }

    private static let qualifiers: Set<String> = [
        "IBOutlet", "nullable", "nonnull", "__nullable", "__nonnull", "_Nullable", "_Nonnull", "__kindof", "__weak", "__strong",
        "__unsafe_unretained", "__block", "const", "struct", "enum", "unsigned", "signed", "static", "extern",
    ]

    private func readIvars(_ range: Range<Int>, in type: String) {
        var start = range.lowerBound
        for index in range where text(index) == ";" {
            let words = (start..<index).filter { isWord($0) && !Self.qualifiers.contains(text($0)) && !text($0).hasPrefix("@") }
            if let first = words.first, let last = words.last, first != last {
                facts.properties[type, default: [:]][text(last)] = PropertyInfo(
                    type: TypeReference.written(text(first)), isFilePrivate: true)
            }
            start = index + 1
        }
    }

    // MARK: Methods

    private func readImplementation(from start: Int) -> Int {
        let name = text(start + 1)
        let inherited = facts.declarations.last { $0.name == name && $0.kind == .class }?.inherited ?? []
        var index = start + 2
        if text(index) == ":" { index += 2 }
        if text(index) == "(" { index = after(index) }
        if text(index) == "{" {
            readIvars(index + 1..<min(tokens.count, partner[index]), in: name)
            index = after(index)
        }
        let type = TypeInfo(name: name, inherited: inherited)
        while index < tokens.count, text(index) != "@end" {
            switch text(index) {
            case "-", "+": index = readMethod(from: index, in: type)
            case "{": index = after(index)
            default: index += 1
            }
        }
        return index + 1
    }

    /// `- (void)viewWillAppear:(BOOL)animated { … }`: the selector, its parameters and the body as a flow.
    private func readMethod(from start: Int, in type: TypeInfo) -> Int {
        var index = start + 1
        if text(index) == "(" { index = after(index) }
        var selector = ""
        var parameters: [(name: String, type: TypeReference?)] = []
        let namePlace = index < tokens.count ? tokens[index].start : 0
        while index < tokens.count {
            if isWord(index), text(index + 1) == ":" {
                selector += text(index) + ":"
                index += 2
            } else if text(index) == ":" {
                selector += ":"
                index += 1
            } else {
                if selector.isEmpty, isWord(index) {
                    selector = text(index)
                    index += 1
                }
                break
            }
            var parameterType: TypeReference?
            if text(index) == "(" {
                parameterType = (index + 1..<partner[index]).lazy.filter { self.isWord($0) && !Self.qualifiers.contains(self.text($0)) }
                    .first.flatMap { TypeReference.written(self.text($0)) }
                index = after(index)
            }
            if isWord(index) {
                parameters.append((text(index), parameterType))
                index += 1
            }
        }
        // Attributes and macros (`NS_REQUIRES_SUPER`, `__attribute__((…))`) may stand before the body.
        while index < tokens.count, text(index) != "{", text(index) != ";", text(index) != "-", text(index) != "+", text(index) != "@end" {
            index = text(index) == "(" ? after(index) : index + 1
        }
        guard text(index) == "{", !selector.isEmpty else { return text(index) == ";" ? index + 1 : index }
        let place = source.location(at: namePlace)
        let function = FunctionInfo(name: catalog.swiftName(ofSelector: selector), isOverride: true, line: place.line, column: place.column)
        let flow = Flow(function: function, type: type, enclosing: root, uses: ObjCNameUses())
        for parameter in parameters {
            flow.locals.insert(parameter.name)
            flow.parameters.insert(parameter.name)
            if let type = parameter.type { flow.declaredTypes[parameter.name] = type }
        }
        if readsBodies { read(body: index, as: flow) }
        return after(index)
    }

    /// Reads a `{ … }` body (at `open`) as a flow of its own.
    private func read(body open: Int, as flow: Flow) {
        flowStack.last?.nested.append(flow)
        if flowStack.isEmpty { root.nested.append(flow) }
        facts.flows.append(flow)
        flowStack.append(flow)
        armStack.append([])
        let savedPhase = phase
        phase = 0
        readStatements(open + 1..<min(tokens.count, partner[open]))
        phase = savedPhase
        armStack.removeLast()
        flowStack.removeLast()
    }

    private var flow: Flow { flowStack[flowStack.count - 1] }

    private func withArm<T>(_ statement: Int, _ arm: Int, _ body: () -> T) -> T {
        armStack[armStack.count - 1].append(BranchPath.Arm(statement: tokens[statement].start, index: arm))
        defer { armStack[armStack.count - 1].removeLast() }
        return body()
    }

    // MARK: Statements

    private static let keywords: Set<String> = [
        "if", "else", "for", "while", "do", "switch", "case", "default", "return", "break", "continue", "goto", "in", "sizeof",
        "typeof", "__typeof", "__typeof__", "@try", "@catch", "@finally", "@synchronized", "@autoreleasepool", "@throw",
    ]

    private func readStatements(_ range: Range<Int>) {
        var index = range.lowerBound
        while index < range.upperBound {
            index = max(index + 1, readStatement(from: index, end: range.upperBound))
        }
    }

    /// One statement starting at `start`; returns where the next one starts.
    private func readStatement(from start: Int, end: Int) -> Int {
        switch text(start) {
        case "{":
            readStatements(start + 1..<min(end, partner[start]))
            return after(start)
        case "if":
            var index = start + 1
            if text(index) == "(" {
                readExpression(index + 1..<min(end, partner[index]))
                index = after(index)
            }
            index = withArm(start, 0) { readStatement(from: index, end: end) }
            let hasElse = text(index) == "else"
            if hasElse {
                index = withArm(start, 1) { readStatement(from: index + 1, end: end) }
            }
            facts.branches[tokens[start].start] = Branch(arms: hasElse ? [0, 1] : [0], exhaustive: hasElse)
            return index
        case "for", "while", "@synchronized":
            var index = start + 1
            if text(index) == "(" {
                readLoopHead(index + 1..<min(end, partner[index]))
                index = after(index)
            }
            return withArm(start, 0) { readStatement(from: index, end: end) }
        case "do", "@try", "@finally", "@autoreleasepool":
            var index = withArm(start, 0) { readStatement(from: start + 1, end: end) }
            if text(start) == "do", text(index) == "while", text(index + 1) == "(" { index = after(index + 1) }
            return index
        case "@catch":
            let index = text(start + 1) == "(" ? after(start + 1) : start + 1
            return withArm(start, 1) { readStatement(from: index, end: end) }
        case "switch":
            var index = start + 1
            if text(index) == "(" {
                readExpression(index + 1..<min(end, partner[index]))
                index = after(index)
            }
            guard text(index) == "{" else { return index }
            readCases(index + 1..<min(end, partner[index]), switch: start)
            return after(index)
        case ";": return start + 1
        default:
            var index = start
            while index < end, text(index) != ";" {
                if text(index) == "{" || text(index) == "}" { break }
                index =
                    index == start && isDeclaration(from: start, end: end)
                    ? readDeclaration(from: start, end: end) : readPrimary(index, end: end)
            }
            return text(index) == ";" ? index + 1 : index
        }
    }

    /// A `switch` body: each `case` label starts an arm that lasts until the next label.
    private func readCases(_ range: Range<Int>, switch statement: Int) {
        var index = range.lowerBound
        var arm = range.lowerBound
        var branch = Branch(arms: [], exhaustive: false)
        defer { facts.branches[tokens[statement].start] = branch }
        while index < range.upperBound {
            if text(index) == "case" || text(index) == "default" {
                arm = index
                branch.arms.append(tokens[arm].start)
                if text(index) == "default" { branch.exhaustive = true }
                while index < range.upperBound, text(index) != ":" { index += 1 }
                index += 1
                continue
            }
            index = max(index + 1, withArm(statement, tokens[arm].start) { readStatement(from: index, end: range.upperBound) })
        }
    }

    /// `for (UIViewController *child in self.childViewControllers)`: the loop variable's type, or the
    /// collection it iterates.
    private func readLoopHead(_ range: Range<Int>) {
        guard let inIndex = range.first(where: { text($0) == "in" }), inIndex > range.lowerBound else {
            readExpression(range)
            return
        }
        let name = text(inIndex - 1)
        flow.locals.insert(name)
        let typeWord = (range.lowerBound..<inIndex - 1).first { isWord($0) && !Self.qualifiers.contains(text($0)) }
        if let typeWord, text(typeWord) != "id", let type = TypeReference.written(text(typeWord)) {
            flow.declaredTypes[name] = type
        } else {
            flow.valueSources[name] = expressionText(inIndex + 1..<range.upperBound) + "[]"
        }
        readExpression(inIndex + 1..<range.upperBound)
    }

    /// `UIViewController *vc = …`, `__weak typeof(self) weakSelf = self`: words (or `typeof(…)`) and
    /// stars, then a name, then `=` or `;`.
    private func isDeclaration(from start: Int, end: Int) -> Bool {
        guard isWord(start), !Self.keywords.contains(text(start)) || text(start).hasPrefix("__typeof") || text(start) == "typeof" else {
            return false
        }
        var index = start
        var words = 0
        while index < end {
            let token = text(index)
            if token == "=" || token == ";" { return words >= 2 && isWord(index - 1) }
            if isWord(index) {
                words += 1
                index += 1
            } else if token == "*" || token == "^" {
                index += 1
            } else if token == "(", ["typeof", "__typeof", "__typeof__"].contains(text(index - 1)) {
                index = after(index)
            } else if token == "<" {
                while index < end, text(index) != ">" { index += 1 }
                index += 1
            } else {
                return false
            }
        }
        return false
    }

    private func readDeclaration(from start: Int, end: Int) -> Int {
        var index = start
        while index < end, text(index) != "=", text(index) != ";" { index = text(index) == "(" ? after(index) : index + 1 }
        let name = text(index - 1)
        let typeWord = (start..<index - 1).first { isWord($0) && !Self.qualifiers.contains(text($0)) }
        guard text(index) == "=" else {
            flow.locals.insert(name)
            if let typeWord, let type = TypeReference.written(text(typeWord)) { flow.declaredTypes[name] = type }
            return index
        }
        var valueEnd = index + 1
        while valueEnd < end, text(valueEnd) != ";" {
            valueEnd = ["(", "[", "{"].contains(text(valueEnd)) ? after(valueEnd) : valueEnd + 1
        }
        let value = flow.resolvingAliases(expressionText(index + 1..<valueEnd))
        if value == "self" || value == "view" || value.hasSuffix(".view") {
            flow.aliases[name] = value
        } else {
            flow.locals.insert(name)
            if let allocated = allocatedClass(index + 1..<valueEnd) {
                flow.declaredTypes[name] = .named(allocated)
                flow.fresh.insert(name)
            } else if let typeWord, text(typeWord) != "id", let type = TypeReference.written(text(typeWord)) {
                flow.declaredTypes[name] = type
            } else {
                flow.valueSources[name] = value
            }
        }
        readExpression(index + 1..<valueEnd)
        return valueEnd
    }

    /// `[[MenuViewController alloc] init…]`, `[MenuViewController new]`: the class a new object has.
    private func allocatedClass(_ range: Range<Int>) -> String? {
        var index = range.lowerBound
        while index < range.upperBound, text(index) == "[" || text(index) == "(" {
            if text(index) == "(" { index = after(index) } else { index += 1 }
        }
        guard isWord(index), text(index).first?.isUppercase == true, ["alloc", "new"].contains(text(index + 1)) else { return nil }
        return text(index)
    }

    // MARK: Expressions

    private func readExpression(_ range: Range<Int>) {
        var index = range.lowerBound
        while index < range.upperBound { index = max(index + 1, readPrimary(index, end: range.upperBound)) }
    }

    /// One piece of an expression at `index`: a message, a block, a chain of names, or one token.
    private func readPrimary(_ index: Int, end: Int) -> Int {
        let token = text(index)
        if token == "[", !isSubscript(index) { return readMessage(index) }
        if token == "^" { return readBlock(index, role: .separate) }
        if isWord(index), !Self.keywords.contains(token) || token == "self" {
            return readChain(index, end: end, argumentOfWatched: nil)
        }
        return index + 1
    }

    /// `a[0]` and `a[0][1]` subscript; `[a b]` after an operator, a keyword, a condition or a cast
    /// (`if (x) [a b];`, `(UIView *)[a b]`) or at a statement's start is a message.
    private func isSubscript(_ index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = text(index - 1)
        return (isWord(index - 1) && !Self.keywords.contains(previous)) || previous == "]"
    }

    /// A chain of names (`self.menu.view`, `child`, `self->_menu`): records the use and whether it
    /// lets the value leave the flow, read from the tokens around it.
    private func readChain(_ start: Int, end: Int, argumentOfWatched: Bool?) -> Int {
        var index = start + 1
        while index + 1 < end, text(index) == "." || text(index) == "->", isWord(index + 1) { index += 2 }
        if text(index) == "(" {
            // A C function call: its arguments leave the flow.
            readExpression(index + 1..<min(end, partner[index]))
            return after(index)
        }
        let expression = expressionText(start..<index)
        let previous = start > 0 ? text(start - 1) : ""
        let next = text(index)
        let isWhole = [";", ",", ")", "]", "}"].contains(next) || (isWord(index) && text(index + 1) == ":")
        var escapes = false
        if let watched = argumentOfWatched {
            escapes = !watched && isWhole
        } else if isWhole {
            escapes =
                previous == "=" || previous == "return" || previous == "," || previous == "@["
                || (previous == "(" && start > 1 && isWord(start - 2) && !Self.keywords.contains(text(start - 2)))
        }
        (flow.uses as? ObjCNameUses)?.record(expression, escapes: escapes && next != "=")
        return index
    }

    /// `[receiver label:argument label:argument]`: the call under its Swift name when a rule watches
    /// it (or it goes to `super`), and everything inside read in turn.
    private func readMessage(_ open: Int) -> Int {
        let close = min(tokens.count, partner[open])
        var index = open + 1
        let receiverStart = index
        // The receiver: a nested message, a cast, a chain of names, a literal.
        while index < close, text(index) == "(" { index = after(index) }
        if text(index) == "[" {
            index = readMessage(index)
        } else if isWord(index) {
            index = readChain(index, end: close, argumentOfWatched: nil)
        } else {
            index += 1
        }
        while index < close, text(index) == "." || text(index) == "->" { index += 2 }
        let receiverEnd = index
        var labels: [String] = []
        var arguments: [Range<Int>] = []
        while index < close {
            guard isWord(index) || text(index) == ":" else { break }
            if text(index) == ":" {
                labels.append("")
            } else {
                labels.append(text(index))
                if text(index + 1) != ":" { break }
                index += 1
            }
            index += 1
            let argumentStart = index
            var ternaries = 0
            while index < close {
                if text(index) == "?" { ternaries += 1 }
                if isWord(index), text(index + 1) == ":", ternaries == 0 { break }
                if text(index) == ":", ternaries > 0 { ternaries -= 1 }
                index = ["(", "[", "{"].contains(text(index)) ? after(index) : index + 1
            }
            arguments.append(argumentStart..<index)
        }
        let selector = arguments.isEmpty ? labels.first ?? "" : labels.map { $0 + ":" }.joined()
        let swiftName = SwiftName(catalog.swiftName(ofSelector: selector))
        let receiver = expressionText(receiverStart..<receiverEnd)
        let watched = watchedCalls.contains(swiftName.base)
        if !watched, !flowStack.isEmpty {
            (flow.uses as? ObjCNameUses)?.record(message: swiftName.base, to: flow.resolvingAliases(receiver))
        }
        if watched || receiver == "super" || swiftName.base == "transition" {
            record(swiftName, receiver: receiver, arguments: arguments, at: open)
        }
        for (label, argument) in zip(labels, arguments) {
            readArgument(argument, of: selector, label: label, watched: watched)
        }
        return close + 1
    }

    private func readArgument(_ range: Range<Int>, of selector: String, label: String, watched: Bool) {
        var index = range.lowerBound
        while index < range.upperBound {
            if text(index) == "^" {
                let role = ClosureRole(call: Self.callName(of: selector), label: label, explicitAnimations: false)
                index = readBlock(index, role: role)
            } else if index == range.lowerBound, isWord(index), !Self.keywords.contains(text(index)) || text(index) == "self" {
                index = readChain(index, end: range.upperBound, argumentOfWatched: watched)
            } else {
                index = max(index + 1, readPrimary(index, end: range.upperBound))
            }
        }
    }

    /// `animateWithDuration:animations:completion:` is `animate`, `transitionFromViewController:…`
    /// `transition`, `enumerateObjectsUsingBlock:` `enumerateObjects`: the first part up to its preposition.
    static func callName(of selector: String) -> String {
        let first = selector.prefix { $0 != ":" }
        for preposition in ["With", "From", "Using", "To"] {
            if let range = first.range(of: preposition), range.lowerBound != first.startIndex { return String(first[..<range.lowerBound]) }
        }
        return String(first)
    }

    /// `^(BOOL finished) { … }`: inline and later blocks stay in the flow; others are flows of their own.
    private func readBlock(_ caret: Int, role: ClosureRole) -> Int {
        var index = caret + 1
        var parameters: [String] = []
        while index < tokens.count, text(index) != "{" {
            if text(index) == "(" {
                let close = min(tokens.count, partner[index])
                parameters = (index + 1..<close).filter { isWord($0) && [",", ")"].contains(text($0 + 1)) }.map(text)
                index = close + 1
            } else if isWord(index) {
                index += 1
            } else {
                return index
            }
        }
        guard text(index) == "{" else { return index }
        switch role {
        case .separate:
            let block = Flow(function: nil, type: flow.type, enclosing: flow, uses: ObjCNameUses())
            block.locals.formUnion(parameters)
            block.parameters.formUnion(parameters)
            read(body: index, as: block)
        case .inline, .later:
            flow.locals.formUnion(parameters)
            let saved = phase
            if role == .later { phase += 1 }
            readStatements(index + 1..<min(tokens.count, partner[index]))
            phase = saved
        }
        return after(index)
    }

    // MARK: Calls

    private func record(_ name: SwiftName, receiver: String, arguments: [Range<Int>], at open: Int) {
        let place = source.location(at: tokens[open].start)
        let texts = arguments.map { flow.resolvingAliases(expressionText($0)) }
        let call = CallSite(
            baseName: name.base, labels: name.labels,
            receiver: receiver == "super" ? receiver : flow.resolvingAliases(receiver), firstArgument: texts.first,
            line: place.line, column: place.column, phase: phase, offset: place.offset, path: BranchPath(arms: armStack.last ?? []))
        flow.calls.append(call)
        flow.calls += ImpliedCalls.of(call, arguments: texts)
        if receiver == "super" {
            for flow in flowStack { flow.superCalls.insert(call.swiftName) }
        }
    }

    /// An expression's tokens as Swift-like text: `self->_menu` is `menu`, a cast is dropped, `nil`,
    /// `NULL` and `Nil` are `nil`.
    private func expressionText(_ range: Range<Int>) -> String {
        var start = range.lowerBound
        while start < range.upperBound, text(start) == "(", after(start) < range.upperBound { start = after(start) }
        var text = (start..<range.upperBound).map { self.text($0) == "->" ? "." : self.text($0) }.joined()
        if text == "NULL" || text == "Nil" { return "nil" }
        // An instance variable stands for its property (`_menu` is `self.menu`), unless a local has the property's name.
        let root = Flow.root(of: text)
        if root.hasPrefix("_"), root.count > 1, !flow.declares(root), !flow.declares(String(root.dropFirst())) { text.removeFirst() }
        return normalisedExpression(text)
    }
}
