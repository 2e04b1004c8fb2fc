import LifecycleModel

/// Turns a question into tokens. API mentions are recognized first, from code-like spans
/// (`-[Class sel:]`, `[obj sel:arg]`, `Class.sel`, `name(labels:)`, `sel:with:colons:`, camelCase,
/// backticks), then from lowercase words equal to a catalog key; everything else becomes English
/// words and CJK characters.
struct QuestionTokenizer: Sendable {
    let catalog: APICatalog
    /// What the tokenizer knows of the catalog before reading a question.
    private let tables: TokenizerTables

    /// A tokenizer for `catalog`, with `tables` read from a snapshot or, without them, built now.
    init(catalog: APICatalog, tables: TokenizerTables? = nil) {
        self.catalog = catalog
        self.tables = tables ?? TokenizerTables(catalog: catalog)
    }

    /// The first part of a selector of several parts (`pushViewController` of
    /// `pushViewController:animated:`), or nil for a selector of one part; read from the bytes.
    static func selectorHead(_ selector: String) -> Substring? {
        let parts = selector.utf8.split(separator: UInt8(ascii: ":"), maxSplits: 1)
        guard parts.count == 2, parts[1].contains(where: { $0 != UInt8(ascii: ":") }) else { return nil }
        return Substring(parts[0])
    }

    /// The tokens of a question, in order.
    func tokens(of question: String) -> [QuestionToken] {
        markingProseArguments(in: replacingAliases(in: tokens(Array(question)[...], codeContext: false)))
    }

    /// Splits text into lowercased ASCII words and single CJK characters, ignoring everything else:
    /// the units multi-word aliases and phrase words are compared in. Read from the string's bytes,
    /// each word written straight into its string: every alias is split when the tokenizer is built.
    static func plainUnits(of text: String) -> [String] {
        var units: [String] = []
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let start = index
                while index < bytes.count, APISpelling.keyByte(bytes[index]) != nil { index += 1 }
                if index > start {
                    units.append(
                        String(unsafeUninitializedCapacity: index - start) { unit in
                            for offset in 0..<(index - start) { unit[offset] = APISpelling.keyByte(bytes[start + offset]) ?? 0 }
                            return index - start
                        })
                    continue
                }
                // Any other scalar ends a word, and a CJK one is a unit; a UTF-8 lead byte gives its length.
                let lead = bytes[index]
                let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                if length > 1, let scalar = String(decoding: bytes[index..<(index + length)], as: UTF8.self).unicodeScalars.first,
                    scalar.isCJK
                {
                    units.append(String(scalar))
                }
                index += length
            }
        }
        return units
    }

    /// The tokens of part of a question; in a code context (backticks) bare names are looked up as code.
    func tokens(_ chars: ArraySlice<Character>, codeContext: Bool) -> [QuestionToken] {
        var out: [QuestionToken] = []
        var index = chars.startIndex
        while index < chars.endIndex {
            let character = chars[index]
            if character.isCJK {
                out.append(.cjk(character))
                index += 1
            } else if character == "`", let close = chars[(index + 1)...].firstIndex(of: "`") {
                out += tokens(chars[(index + 1)..<close], codeContext: true)
                index = close + 1
            } else if let open = messageOpening(chars, at: index), let close = chars.matchingClose(from: open),
                let message = messageTokens(chars[(open + 1)..<close])
            {
                out += message
                index = close + 1
            } else if character.isIdentifierStart {
                let span = identifierSpan(chars, at: index, codeContext: codeContext)
                out += span.tokens
                index = span.end
            } else if character.isASCIIDigit {
                var end = index
                while end < chars.endIndex, chars[end].isASCIIDigit { end += 1 }
                out.append(.word(String(chars[index..<end])))
                index = end
            } else {
                index += 1
            }
        }
        return out
    }

    /// The index of `[` when an Objective-C message or method spelling may start here.
    private func messageOpening(_ chars: ArraySlice<Character>, at index: Int) -> Int? {
        if chars[index] == "[" { return index }
        if chars[index] == "-" || chars[index] == "+", index + 1 < chars.endIndex, chars[index + 1] == "[" { return index + 1 }
        return nil
    }

    /// Replaces runs of words (or CJK characters) that spell a multi-word alias by one mention, which
    /// keeps the words' forms so phrases about "did appear" still meet it. Alias words meet a
    /// question's words and joined words (`full-screen`), not spoken class names or member names.
    private func replacingAliases(in tokens: [QuestionToken]) -> [QuestionToken] {
        guard !tables.aliasPhrases.isEmpty else { return tokens }
        var out: [QuestionToken] = []
        var index = 0
        scan: while index < tokens.count {
            for phrase in tables.aliasPhrases where index + phrase.units.count <= tokens.count {
                let run = tokens[index..<(index + phrase.units.count)]
                let matches = zip(run, phrase.units).allSatisfy { token, unit in
                    if case .api = token.kind { return false }
                    return token.wordForms.contains(where: unit.contains) || token.joinedWords.contains(where: unit.contains)
                }
                if matches {
                    let text = run.map(\.text).joined(separator: run.first?.isCJK == true ? "" : " ")
                    let member = phrase.units.map { $0[0] }.joined()
                    var mention = QuestionToken.api(phrase.records.map { catalog.records[$0] }, text: text, member: member, className: nil)
                    mention.spelling = .alias
                    mention.wordForms = run.flatMap(\.wordForms)
                    mention.spokenClassNames = run.flatMap(\.spokenClassNames)
                    mention.joinedWords = run.flatMap(\.joinedWords)
                    out.append(mention)
                    index += phrase.units.count
                    continue scan
                }
            }
            out.append(tokens[index])
            index += 1
        }
        return out
    }

    /// The catalog records a member name means: any spelling in code form, only non-plain full
    /// keys in prose.
    func records(spelling: String, member: String, isCode: Bool) -> [APIRecord] {
        if isCode {
            var found = catalog.lookup(spelling)
            if found.isEmpty, spelling != member { found = catalog.lookup(member) }
            if found.isEmpty, let parsed = APISpelling(member) {
                found = (tables.selectorHeads[parsed.fullKey] ?? []).map { catalog.records[$0] }.filter {
                    parsed.className == nil || $0.className == parsed.className
                }
            }
            return found
        }
        let key = APISpelling.key(member)
        guard tables.proseKeys.contains(key) || tables.proseBaseNames.contains(key) else { return [] }
        return catalog.lookup(key: key).filter { $0.plainWord != true }
    }

    /// Whether a prose word names an API only as a Swift base name that is an English word.
    func isProseBaseName(_ member: String) -> Bool {
        tables.proseBaseNames.contains(APISpelling.key(member))
    }
}

extension Unicode.Scalar {
    /// Han ideographs, kana and CJK compatibility characters: each is one token.
    var isCJK: Bool {
        switch value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: true
        default: false
        }
    }
}

extension Character {
    var isCJK: Bool { unicodeScalars.first?.isCJK ?? false }
    var isASCIILetter: Bool {
        guard let ascii = asciiValue else { return false }
        return (ascii >= 0x61 && ascii <= 0x7A) || (ascii >= 0x41 && ascii <= 0x5A)
    }
    var isASCIIDigit: Bool {
        guard let ascii = asciiValue else { return false }
        return ascii >= 0x30 && ascii <= 0x39
    }
    var isASCIILetterOrDigit: Bool { isASCIILetter || isASCIIDigit }
    var isIdentifierStart: Bool { isASCIILetter || self == "_" }
    var isIdentifierCharacter: Bool { isASCIILetterOrDigit || self == "_" }
    var isApostrophe: Bool { self == "'" || self == "\u{2019}" }
}

extension ArraySlice where Element == Character {
    /// The index of the bracket closing the one at `open`, counting nested brackets of the same kind.
    func matchingClose(from open: Int) -> Int? {
        let opening = self[open]
        let closing: Character = opening == "[" ? "]" : ")"
        var depth = 0
        for index in open..<endIndex {
            if self[index] == opening { depth += 1 }
            if self[index] == closing {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
