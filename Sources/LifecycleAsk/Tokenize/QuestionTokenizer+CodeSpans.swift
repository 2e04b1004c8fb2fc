import LifecycleModel

/// Reading the code-like spans of a question: dotted chains, calls with argument lists,
/// colon-separated selectors, hyphenated words and contractions.
extension QuestionTokenizer {
    /// The tokens of the identifier span starting at `start` and the index just after it.
    func identifierSpan(_ chars: ArraySlice<Character>, at start: Int, codeContext: Bool) -> (tokens: [QuestionToken], end: Int) {
        var index = start
        func readIdentifier() -> String {
            let from = index
            while index < chars.endIndex, chars[index].isIdentifierCharacter { index += 1 }
            return String(chars[from..<index])
        }
        var components = [readIdentifier()]
        while index + 1 < chars.endIndex, chars[index] == ".", chars[index + 1].isIdentifierStart {
            index += 1
            components.append(readIdentifier())
        }
        var arguments: ArraySlice<Character>?
        var colonLabels: [String]?
        if index < chars.endIndex, chars[index] == "(", let close = chars.matchingClose(from: index) {
            arguments = chars[(index + 1)..<close]
            index = close + 1
        } else if index < chars.endIndex, chars[index] == ":" {
            index += 1
            var labels: [String] = []
            while index < chars.endIndex, chars[index].isIdentifierStart {
                let save = index
                let label = readIdentifier()
                guard index < chars.endIndex, chars[index] == ":" else {
                    index = save
                    break
                }
                labels.append(label)
                index += 1
            }
            colonLabels = labels
        }
        let isSimple = components.count == 1 && arguments == nil && colonLabels == nil
        if isSimple, index + 1 < chars.endIndex, chars[index] == "-", chars[index + 1].isASCIILetter {
            var parts = components
            while index + 1 < chars.endIndex, chars[index] == "-", chars[index + 1].isASCIILetter {
                index += 1
                parts.append(readIdentifier())
            }
            return (hyphenatedWords(parts), index)
        }
        if isSimple, let contraction = negativeContraction(components[0], chars, at: index) {
            return (contraction, index + 2)
        }
        index = skippingSuffixAfterApostrophe(chars, at: index)
        let tokens = resolvedTokens(
            components: components, arguments: arguments, colonLabels: colonLabels,
            text: String(chars[start..<index]), codeContext: codeContext
        )
        return (tokens, index)
    }

    /// Turns the pieces of one span into an API mention (with its qualifiers and arguments) or words.
    private func resolvedTokens(
        components: [String], arguments: ArraySlice<Character>?, colonLabels: [String]?, text: String, codeContext: Bool
    ) -> [QuestionToken] {
        let member = components[components.count - 1]
        let qualifiers = components.dropLast()
        if qualifiers.isEmpty, arguments == nil, colonLabels == nil, catalog.knowsClass(member) {
            return [.classMention(member)]
        }
        let className = qualifiers.last(where: catalog.knowsClass)
        var spelling = member
        var argumentsAreLabels = false
        if let arguments {
            let labels = QuestionTokenizer.labelList(arguments)
            argumentsAreLabels = labels.isLabelsOnly
            spelling += "(" + labels.text + ")"
        }
        if let colonLabels { spelling += ":" + colonLabels.map { $0 + ":" }.joined() }
        let qualify = { (name: String) in className.map { "\($0).\(name)" } ?? name }
        let isCode = codeContext || !qualifiers.isEmpty || arguments != nil || colonLabels != nil || member.isCamelCase
        let found = records(spelling: qualify(spelling), member: qualify(member), isCode: isCode)
        let argumentTokens = argumentsAreLabels ? [] : arguments.map(argumentValueTokens) ?? []
        guard !found.isEmpty else {
            var words = (components + (colonLabels ?? [])).flatMap(QuestionTokenizer.identifierWords)
            let labels =
                colonLabels ?? arguments.map { QuestionTokenizer.labelList($0).text.split(separator: ":").dropFirst().map(String.init) }
                ?? []
            if !words.isEmpty { words[0].spelledLabels = labels.map { $0.lowercased() }.filter { $0 != "_" } }
            return words + argumentTokens
        }
        let leading = qualifiers.enumerated().flatMap { qualifierTokens($1, isFirst: $0 == 0) }
        var mention = QuestionToken.api(found, text: text, member: member, className: className)
        if className == nil { mention.writtenClass = qualifiers.last }
        if !isCode, isProseBaseName(member) {
            mention.spelling = .word
            // Phrases read it as that English word: its word forms, not a member name.
            mention.wordForms = WordForms.forms(of: member)
            mention.memberKey = nil
        }
        return leading + [mention] + argumentTokens
    }

    /// The tokens of a call's argument values, without their labels; values are variables (`parent`),
    /// read as prose unless they are code themselves, and labelled literals are arguments.
    private func argumentValueTokens(_ arguments: ArraySlice<Character>) -> [QuestionToken] {
        arguments.splitAtTopLevelCommas().flatMap { part -> [QuestionToken] in
            let head = part.prefix { $0 != ":" }
            let isLabelled = head.count < part.count && head.allSatisfy { $0.isIdentifierCharacter || $0 == " " }
            return argumentValue(isLabelled ? part.dropFirst(head.count + 1) : Substring(part), isLabelled: isLabelled)
        }
    }

    /// A qualifier in a dotted chain: a class, a property in code form (`view` in `self.view.window`),
    /// or words; the first one is a variable (`parent` in `parent.addChild(vc)`), read as prose.
    private func qualifierTokens(_ component: String, isFirst: Bool) -> [QuestionToken] {
        if catalog.knowsClass(component) { return [.classMention(component)] }
        let found = isFirst ? records(spelling: component, member: component, isCode: false) : catalog.lookup(component)
        if !found.isEmpty { return [.api(found, text: component, member: component, className: nil)] }
        return QuestionTokenizer.identifierWords(component)
    }

    /// `full-screen` gives the words `full` and `screen`; the first also carries `fullscreen`.
    private func hyphenatedWords(_ parts: [String]) -> [QuestionToken] {
        var words = parts.flatMap(QuestionTokenizer.identifierWords)
        if words.count > 1 {
            words[0] = .word(words[0].text)
            words[0].joinedWords = [parts.joined().lowercased()]
        }
        return words
    }

    /// `doesn't` gives `does` and `not`, so negative phrases meet contractions.
    private func negativeContraction(_ word: String, _ chars: ArraySlice<Character>, at index: Int) -> [QuestionToken]? {
        guard index + 1 < chars.endIndex, chars[index].isApostrophe, chars[index + 1] == "t" || chars[index + 1] == "T",
            index + 2 == chars.endIndex || !chars[index + 2].isIdentifierCharacter,
            word.last == "n" || word.last == "N"
        else { return nil }
        let base = word.lowercased() == "can" ? word : String(word.dropLast())
        return [.word(base), .word("not")]
    }

    /// Skips `'s`, `'re`, `'ll` and the like after a word or an API (`viewDidLoad's`).
    private func skippingSuffixAfterApostrophe(_ chars: ArraySlice<Character>, at index: Int) -> Int {
        guard index + 1 < chars.endIndex, chars[index].isApostrophe, chars[index + 1].isASCIILetter else { return index }
        var end = index + 1
        while end < chars.endIndex, chars[end].isASCIILetter { end += 1 }
        return end - index <= 3 ? end : index
    }

    /// An identifier as words: `dispatch_async` is `dispatch` and `async`, like `_` in phrases; a type
    /// name also carries its spoken form (`TTViewController` → `viewcontroller`).
    static func identifierWords(_ identifier: String) -> [QuestionToken] {
        let isTypeName = identifier.first?.isUppercase == true && identifier.isCamelCase && !identifier.contains("_")
        guard isTypeName else { return identifier.split(separator: "_").map { .word(String($0)) } }
        return [.typeName(identifier, spoken: identifier.spokenWords.joined())]
    }

    /// The Swift argument labels of a call's argument list: `(_:animated:)` stays as written,
    /// `(true, animated: false)` becomes `_:animated:`.
    static func labelList(_ arguments: ArraySlice<Character>) -> (text: String, isLabelsOnly: Bool) {
        let text = String(arguments).filter { $0 != " " }
        if text.isEmpty { return ("", true) }
        if text.last == ":", text.split(separator: ":").allSatisfy({ $0.allSatisfy(\.isIdentifierCharacter) }) {
            return (text, true)
        }
        var labels = ""
        for part in arguments.splitAtTopLevelCommas() {
            let head = part.prefix { $0 != ":" }
            if head.count < part.count, let label = head.split(separator: " ").first, label.allSatisfy(\.isIdentifierCharacter) {
                labels += label + ":"
            } else {
                labels += "_:"
            }
        }
        return (labels, false)
    }
}

extension ArraySlice where Element == Character {
    /// The pieces between commas that are not inside brackets or parentheses, trimmed.
    func splitAtTopLevelCommas() -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in self {
            if character == "(" || character == "[" || character == "{" { depth += 1 }
            if character == ")" || character == "]" || character == "}" { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current.trimmingWhitespace())
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmingWhitespace())
        return parts
    }
}
