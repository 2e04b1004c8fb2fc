import LifecycleModel

/// A quick look at a raw phrase, before compiling it, for whether it can meet a question: every
/// required term needs an alternative whose first word starts like some word of the question (two
/// letters, compared with every form of every question word), whose CJK character occurs in it, or,
/// for an `@API` term, whose member name is that of a spelling of an API the question mentions. It
/// may let through phrases that do not match (the compiled pattern decides); it never turns away one
/// that does. It reads the phrase's bytes once: the screen runs over every phrase of every question.
struct PhraseScreen {
    /// The first two bytes of every form of every question word, one bit per pair (a `Set<UInt16>`
    /// cost the runtime a conformance scan, a hundredth of a cold `ask`).
    private let starts: [UInt64]
    /// The question's CJK characters (an array: a question has a few dozen, and a
    /// `Set<Unicode.Scalar>` cost a conformance scan too).
    private let characters: [Unicode.Scalar]
    /// The member keys of every spelling of every API the question mentions.
    private let mentionKeys: Set<String>

    init(_ tokens: [QuestionToken]) {
        var starts = [UInt64](repeating: 0, count: 1 << 10)
        var characters: [Unicode.Scalar] = []
        var mentionKeys = Set<String>()
        for token in tokens {
            token.forEachForm { form in
                var bytes = form.utf8.makeIterator()
                if let first = bytes.next(), let second = bytes.next() {
                    let pair = Int(first) << 8 | Int(second)
                    starts[pair >> 6] |= 1 << UInt64(pair & 63)
                }
            }
            if token.isCJK { characters += token.text.unicodeScalars }
            for record in token.records {
                for spelling in [record.selector, record.swift, record.swift4].compactMap({ $0 }) + (record.aliases ?? []) {
                    mentionKeys.insert(PhraseScreen.memberKey(spelling.utf8))
                }
            }
        }
        self.starts = starts
        self.characters = characters
        self.mentionKeys = mentionKeys
    }

    /// The letters and digits of a spelling's member name before any argument list, lowercased:
    /// `willmove` for `UIViewController.willMove(toParent:)`, `addchildviewcontroller` for `addChildViewController:`.
    static func memberKey<Bytes: BidirectionalCollection<UInt8>>(_ spelling: Bytes) -> String {
        let head = spelling.prefix { $0 != UInt8(ascii: "(") && $0 != UInt8(ascii: ":") }
        let member = head.lastIndex(of: UInt8(ascii: ".")).map { head[head.index(after: $0)...] } ?? head
        return APISpelling.key(String(decoding: member, as: UTF8.self))
    }

    /// Whether the phrase may meet the question, read in place from the string's bytes.
    func mayMatch(_ phrase: String) -> Bool {
        var phrase = phrase
        return phrase.withUTF8 { bytes in
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") {
                defer { start = end + 1 }
                guard end > start else { continue }
                let term = bytes[start..<end]
                if term.first == UInt8(ascii: "["), term.last == UInt8(ascii: "]") { continue }
                guard PhrasePattern.containsAlternative(term, where: mayMeet) else { return false }
            }
            return true
        }
    }

    private func mayMeet(_ alternative: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        // An `@` term names an API by any spelling; its member name is one of that API's spellings'.
        if alternative.first == UInt8(ascii: "@") { return mentionKeys.contains(PhraseScreen.memberKey(alternative.dropFirst())) }
        let body = alternative.drop { $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "*") }
        guard let first = body.first else { return true }
        if first >= 0x80 {
            guard let scalar = String(decoding: body, as: UTF8.self).unicodeScalars.first else { return true }
            return scalar.isCJK ? characters.contains(scalar) : true
        }
        let letters = body.prefix { isLetterOrDigit($0) }
        guard letters.count >= 2 else { return true }
        let pair = Int(lowercased(letters[letters.startIndex])) << 8 | Int(lowercased(letters[letters.index(after: letters.startIndex)]))
        if starts[pair >> 6] & (1 << UInt64(pair & 63)) != 0 { return true }
        // Irregular forms ("went" → "go") do not share their first letters: let those through.
        guard WordForms.irregularStarts[pair >> 6] & (1 << UInt64(pair & 63)) != 0 else { return false }
        return WordForms.isIrregular(String(decoding: letters.map(lowercased), as: UTF8.self))
    }

    private func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
    }

    private func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte
    }
}
