/// The spellings an English word can be compared under, so `appears`, `appeared` and `appearing`
/// all meet `appear`, and `views` meets `view`.
///
/// Instead of one stemmer output, a word yields a few candidate base forms; two words match when
/// their sets share one. Base forms are grammar, not UIKit knowledge.
enum WordForms {
    /// Irregular forms whose base cannot be found by cutting a suffix.
    private static let irregular: [String: String] = [
        "children": "child", "shown": "show", "went": "go", "gone": "go", "goes": "go",
        "did": "do", "does": "do", "done": "do", "has": "have", "had": "have",
        "is": "be", "are": "be", "was": "be", "were": "be", "been": "be", "being": "be",
        "made": "make", "taken": "take", "hidden": "hide", "written": "write", "seen": "see",
        "drawn": "draw", "ran": "run", "began": "begin", "begun": "begin", "got": "get", "gotten": "get",
    ]

    /// Whether a lowercased word is an irregular form or the base of one (`went`, `go`).
    static func isIrregular(_ word: String) -> Bool {
        irregular[word] != nil || irregularBases.contains(word)
    }

    private static let irregularBases = Set(irregular.values)

    /// The first two bytes of every irregular form and base, one bit per pair, so a word that cannot
    /// be one is turned away without building a string (the phrase screen asks for hundreds of words).
    static let irregularStarts: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: 1 << 10)
        for word in Array(irregular.keys) + irregularBases {
            let bytes = Array(word.utf8)
            guard bytes.count >= 2 else { continue }
            let pair = Int(bytes[0]) << 8 | Int(bytes[1])
            bits[pair >> 6] |= 1 << UInt64(pair & 63)
        }
        return bits
    }()

    /// The lowercased word followed by its candidate base forms, without duplicates. The suffixes
    /// are ASCII, so they are cut from the UTF-8 bytes: the tokenizer takes the forms of every alias
    /// word at start-up, and cutting `Character`s cost a fiftieth of a cold `ask`.
    static func forms(of word: String) -> [String] {
        let lower = word.utf8.contains { $0 >= 0x80 } ? Array(word.lowercased().utf8) : word.utf8.map(asciiLowercased)
        var out = [String(decoding: lower, as: UTF8.self)]
        func add(_ form: String) {
            if form.utf8.count >= 2, !out.contains(form) { out.append(form) }
        }
        func add(_ stem: ArraySlice<UInt8>, _ ending: String = "") {
            add(String(decoding: stem, as: UTF8.self) + ending)
        }
        func ends(_ suffix: String) -> Bool {
            lower.count >= suffix.utf8.count && lower.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
        }
        if let base = irregular[out[0]] { add(base) }
        guard lower.count >= 4 else { return out }
        if ends("ies") || ends("ied") {
            add(lower.dropLast(3), "y")
        } else if ends("sses") {
            add(lower.dropLast(2))
        } else if ends("es") {
            add(lower.dropLast(1))
            add(lower.dropLast(2))
        } else if ends("s"), !ends("ss"), !ends("us"), !ends("is") {
            add(lower.dropLast(1))
        }
        if lower.count >= 5, ends("ed") {
            verbBases(of: lower.dropLast(2)).forEach { add($0) }
        }
        if lower.count >= 5, ends("ing") {
            verbBases(of: lower.dropLast(3)).forEach { add($0) }
        }
        return out
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// A cut verb stem may have lost an `e` (`creat`) or doubled its last consonant (`stopp`).
    private static func verbBases(of stem: ArraySlice<UInt8>) -> [String] {
        let text = String(decoding: stem, as: UTF8.self)
        var bases = [text, text + "e"]
        if let last = stem.last, stem.count >= 3, stem.dropLast().last == last, !"aeiou".utf8.contains(last) {
            bases.append(String(decoding: stem.dropLast(), as: UTF8.self))
        }
        return bases
    }

    /// Whether two words can be the same word: one of their forms is shared.
    static func sameWord(_ lhs: [String], _ rhs: [String]) -> Bool {
        lhs.contains { rhs.contains($0) }
    }
}
