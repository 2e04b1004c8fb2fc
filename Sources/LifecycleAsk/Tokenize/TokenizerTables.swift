import LifecycleModel

/// What the tokenizer derives from the catalog before it reads a question: which prose words name
/// APIs, the multi-word aliases to meet, and the heads of selectors. Built here from the catalog (the
/// plain way, and the twin of the stored copy), then kept in the store's snapshot so a cold `ask`
/// reads them back instead: building them was a sixth of its instructions.
///
/// Any change to how they are built must come with a new `snapshotName`, or a store written by an
/// earlier build would keep its tables (see `TokenizerTables+Snapshot`); `SnapshotFormatTests` pins
/// the tables of a frozen sample, so such a change fails until the name is new.
public struct TokenizerTables: Sendable, Equatable {
    /// Full keys under which a bare lowercase prose word names an API; plain-word APIs are left out
    /// because `view` or `parent` in a sentence is English, not code.
    var proseKeys: Set<String>
    /// Aliases of more than one word (or of CJK text), longest first, as the forms of the units to
    /// meet in order.
    var aliasPhrases: [AliasPhrase]
    /// Swift base names that are plain lowercase words (`dismiss` for `dismiss(animated:completion:)`):
    /// in prose they name the API, but stay words for phrases.
    var proseBaseNames: Set<String>
    /// The first part of a selector with several parts (`pushViewController` of
    /// `pushViewController:animated:`), which people write as the method's name, by key: the
    /// positions in the catalog's records of the APIs it starts.
    var selectorHeads: [String: [Int]]

    /// One multi-word alias: the forms of each unit, and the positions of the records it names.
    struct AliasPhrase: Sendable, Equatable {
        var units: [[String]]
        var records: [Int]
    }

    /// The tables of `catalog`, built from its records.
    public init(catalog: APICatalog) {
        var keys: Set<String> = []
        var phrases: [AliasPhrase] = []
        var baseNames: Set<String> = []
        var heads: [String: [Int]] = [:]
        // Aliases share most of their words ("view", "controller", "appear"): each word's forms once.
        var formsOfUnit: [String: [String]] = [:]
        func forms(_ unit: String) -> [String] {
            if let known = formsOfUnit[unit] { return known }
            let forms = WordForms.forms(of: unit)
            formsOfUnit[unit] = forms
            return forms
        }
        for (index, record) in catalog.records.enumerated() {
            let spellings = [record.selector, record.swift, record.swift4].compactMap { $0 } + (record.aliases ?? [])
            if record.plainWord != true {
                // An unqualified spelling's full key is all its letters and digits (`addChild(_:)` → `addchild`).
                for spelling in spellings { keys.insert(APISpelling.key(spelling)) }
                for swift in [record.swift, record.swift4].compactMap({ $0 }) {
                    let base = swift.utf8.prefix { $0 != UInt8(ascii: "(") }
                    if base.count < swift.utf8.count, base.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) {
                        baseNames.insert(String(Substring(base)))
                    }
                }
            }
            if let head = QuestionTokenizer.selectorHead(record.selector) { heads[APISpelling.key(head), default: []].append(index) }
            for alias in record.aliases ?? [] {
                let units = QuestionTokenizer.plainUnits(of: alias)
                if units.count >= 2 { phrases.append(AliasPhrase(units: units.map(forms), records: [index])) }
            }
        }
        self.init(
            proseKeys: keys, aliasPhrases: phrases.sorted { $0.units.count > $1.units.count },
            proseBaseNames: baseNames.subtracting(keys), selectorHeads: heads)
    }

    /// Tables given whole, as a snapshot holds them.
    init(proseKeys: Set<String>, aliasPhrases: [AliasPhrase], proseBaseNames: Set<String>, selectorHeads: [String: [Int]]) {
        self.proseKeys = proseKeys
        self.aliasPhrases = aliasPhrases
        self.proseBaseNames = proseBaseNames
        self.selectorHeads = selectorHeads
    }
}
