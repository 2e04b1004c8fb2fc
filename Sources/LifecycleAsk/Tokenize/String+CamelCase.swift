/// Reading identifiers as words, so code names meet the English of phrases and class hints.
extension String {
    /// Whether an uppercase letter follows the first character: `viewDidLoad`, `UIView`.
    var isCamelCase: Bool {
        dropFirst().contains { ("A"..."Z").contains($0) }
    }

    /// The lowercased words of a camel-case name without its upper-case class prefix:
    /// `UIViewController` → ["view", "controller"], `UIStoryboard` → ["storyboard"]. An ASCII name
    /// (every catalog class) is cut by bytes: cutting the `Character`s of every class at start-up
    /// was a fortieth of a cold `ask`.
    var spokenWords: [String] {
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return spokenWordsByCharacter }
        let isUppercase = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        return Self.spokenWords(Array(utf8), isUppercase: isUppercase) { bytes in
            String(decoding: bytes.map { isUppercase($0) ? $0 + 32 : $0 }, as: UTF8.self)
        }
    }

    /// `spokenWords` cut by `Character`: for names that are not ASCII, and the plain twin of the bytes.
    var spokenWordsByCharacter: [String] {
        Self.spokenWords(Array(self), isUppercase: \.isUppercase) { String($0).lowercased() }
    }

    /// Skips a prefix of capitals followed by a capital, then cuts before every capital.
    private static func spokenWords<Unit>(_ units: [Unit], isUppercase: (Unit) -> Bool, word: (ArraySlice<Unit>) -> String) -> [String] {
        var start = 0
        while start + 1 < units.count, isUppercase(units[start]), isUppercase(units[start + 1]) { start += 1 }
        var words: [String] = []
        var wordStart = start
        for index in start..<units.count where index > wordStart && isUppercase(units[index]) {
            words.append(word(units[wordStart..<index]))
            wordStart = index
        }
        if wordStart < units.count { words.append(word(units[wordStart...])) }
        return words
    }
}
