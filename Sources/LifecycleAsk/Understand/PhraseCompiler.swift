import LifecycleModel

/// Compiles the alternatives of phrases, each distinct one once: the same `[a|the]`,
/// `view_controller` or `@viewDidLoad` recurs across hundreds of phrases, and catalog lookups and
/// word forms are the expensive part of building an engine.
final class PhraseCompiler {
    let catalog: APICatalog
    /// Keyed by `String`, not `Substring`: a dictionary of a key type no other start-up code uses
    /// costs the runtime a scan of every protocol conformance in the binary (a hundredth of a cold `ask`).
    private var compiled: [String: [PhrasePattern.Atom]] = [:]

    init(catalog: APICatalog) {
        self.catalog = catalog
    }

    /// The atoms of one alternative: an API mention, or words and CJK characters joined by `_`.
    func atoms(of alternative: Substring, phrase: String) throws(PhrasePatternError) -> [PhrasePattern.Atom] {
        let key = String(alternative)
        if let known = compiled[key] { return known }
        let atoms = try compile(alternative, phrase: phrase)
        compiled[key] = atoms
        return atoms
    }

    private func compile(_ alternative: Substring, phrase: String) throws(PhrasePatternError) -> [PhrasePattern.Atom] {
        if alternative.first == "@" {
            let spelling = String(alternative.dropFirst())
            let records = catalog.lookup(spelling)
            guard !records.isEmpty else {
                throw PhrasePatternError(phrase: phrase, message: "'@\(spelling)' names no API of the catalog")
            }
            return [.api(Set(records.map(\.id)))]
        }
        var atoms: [PhrasePattern.Atom] = []
        // Split and suffixes by bytes: the phrases are fixed text, and Unicode-aware `split` and
        // `hasSuffix` were half of compiling them.
        for part in alternative.utf8.split(separator: UInt8(ascii: "_")) {
            var word = String(decoding: part, as: UTF8.self)
            let isPrefix = word.utf8.last == UInt8(ascii: "*")
            if isPrefix { word.removeLast() }
            for suffix in ["'s", "\u{2019}s"] where ends(word, with: suffix) { word.removeLast(2) }
            var units = QuestionTokenizer.plainUnits(of: word)
            // Like the question's `doesn't` → does, not: a phrase's `didn't` is did, not.
            if ends(word, with: "n't") || ends(word, with: "n\u{2019}t"), let base = units.first {
                units = [base.lowercased() == "can" ? base : String(base.dropLast()), "not"]
            }
            for (offset, unit) in units.enumerated() {
                if unit.first?.isCJK == true {
                    atoms.append(.cjk(unit))
                } else if isPrefix, offset == units.count - 1 {
                    atoms.append(.prefix(unit))
                } else {
                    atoms.append(.word(WordForms.forms(of: unit)))
                }
            }
        }
        guard !atoms.isEmpty else { throw PhrasePatternError(phrase: phrase, message: "empty alternative '\(alternative)'") }
        return atoms
    }

    private func ends(_ word: String, with suffix: String) -> Bool {
        word.utf8.count >= suffix.utf8.count && word.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
    }
}
