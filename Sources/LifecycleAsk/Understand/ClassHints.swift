import LifecycleModel

/// How strongly a question points at each catalog class, to choose between APIs of the same
/// name on several classes (`initWithCoder:` of a view or of a view controller).
///
/// A class is named outright (`UIView`, `UIViewController.view`) or spoken: its name without the
/// upper-case prefix, split at capitals (`UIViewController` → "view controller").
struct ClassHints: Sendable {
    /// Spoken forms of every catalog class, longest first so "view controller" beats "view".
    private let spoken: [(className: String, words: [String])]

    init(catalog: APICatalog) {
        let classes = Set(catalog.records.map(\.className)).sorted()
        spoken = classes.map { ($0, $0.spokenWords) }
            .filter { !$0.words.isEmpty }
            .sorted { $0.words.count != $1.words.count ? $0.words.count > $1.words.count : $0.className < $1.className }
    }

    /// Scores per class (`APIClassChoice`): 10 for each explicit mention, 1 for a user class's naming
    /// convention (`cell.awakeFromNib`), the word count for each spoken mention.
    func scores(in tokens: [QuestionToken]) -> [String: Int] {
        var scores: [String: Int] = [:]
        var used = [Bool](repeating: false, count: tokens.count)
        for (index, token) in tokens.enumerated() {
            if let className = token.className {
                scores[className, default: 0] += APIClassChoice.namedClass
                used[index] = true
            }
            if let written = token.writtenClass, let conventional = APIClassChoice.conventionalClass(ofUserClass: written) {
                scores[conventional, default: 0] += APIClassChoice.convention
            }
        }
        for (className, words) in spoken {
            var index = 0
            while index + words.count <= tokens.count {
                let run = index..<(index + words.count)
                let matches = run.allSatisfy { position in
                    let token = tokens[position]
                    let word = words[position - index]
                    return !used[position] && token.records.isEmpty
                        && (token.wordForms.contains(word) || token.spokenClassNames.contains(word))
                }
                if matches {
                    scores[className, default: 0] += words.count
                    run.forEach { used[$0] = true }
                    index += words.count
                } else {
                    index += 1
                }
            }
        }
        return scores
    }

    /// The records of the best-hinted class among them (`APIClassChoice.best`), or all of them when
    /// no class stands out.
    static func narrow(_ records: [APIRecord], scores: [String: Int]) -> [APIRecord] {
        guard let best = APIClassChoice.best(among: records.map(\.className), score: { scores[$0] ?? 0 }) else { return records }
        return records.filter { $0.className == best }
    }
}
