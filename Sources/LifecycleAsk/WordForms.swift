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

    /// The lowercased word followed by its candidate base forms, without duplicates.
    static func forms(of word: String) -> [String] {
        let lower = word.lowercased()
        var out = [lower]
        func add(_ form: String) {
            if form.count >= 2, !out.contains(form) { out.append(form) }
        }
        if let base = irregular[lower] { add(base) }
        guard lower.count >= 4 else { return out }
        if lower.hasSuffix("ies") || lower.hasSuffix("ied") {
            add(String(lower.dropLast(3)) + "y")
        } else if lower.hasSuffix("sses") {
            add(String(lower.dropLast(2)))
        } else if lower.hasSuffix("es") {
            add(String(lower.dropLast(1)))
            add(String(lower.dropLast(2)))
        } else if lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("us"), !lower.hasSuffix("is") {
            add(String(lower.dropLast(1)))
        }
        if lower.count >= 5, lower.hasSuffix("ed") {
            verbBases(of: String(lower.dropLast(2))).forEach(add)
        }
        if lower.count >= 5, lower.hasSuffix("ing") {
            verbBases(of: String(lower.dropLast(3))).forEach(add)
        }
        return out
    }

    /// A cut verb stem may have lost an `e` (`creat`) or doubled its last consonant (`stopp`).
    private static func verbBases(of stem: String) -> [String] {
        var bases = [stem, stem + "e"]
        if let last = stem.last, stem.count >= 3, stem.dropLast().last == last, !"aeiou".contains(last) {
            bases.append(String(stem.dropLast()))
        }
        return bases
    }

    /// Whether two words can be the same word: one of their forms is shared.
    static func sameWord(_ lhs: [String], _ rhs: [String]) -> Bool {
        lhs.contains { rhs.contains($0) }
    }
}
