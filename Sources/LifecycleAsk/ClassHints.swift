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

    /// Scores per class: 10 for each explicit mention, the word count for each spoken mention.
    func scores(in tokens: [QuestionToken]) -> [String: Int] {
        var scores: [String: Int] = [:]
        var used = [Bool](repeating: false, count: tokens.count)
        for (index, token) in tokens.enumerated() {
            if let className = token.className {
                scores[className, default: 0] += 10
                used[index] = true
            }
        }
        for (className, words) in spoken {
            var index = 0
            while index + words.count <= tokens.count {
                let run = index..<(index + words.count)
                let matches = run.allSatisfy { !used[$0] && tokens[$0].records.isEmpty && tokens[$0].forms.contains(words[$0 - index]) }
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

    /// The records of the best-hinted class among them, or all of them when no class stands out.
    static func narrow(_ records: [APIRecord], scores: [String: Int]) -> [APIRecord] {
        let classes = Set(records.map(\.className))
        guard classes.count > 1 else { return records }
        let ranked = classes.map { ($0, scores[$0] ?? 0) }.sorted { $0.1 > $1.1 }
        guard ranked[0].1 > 0, ranked[0].1 > ranked[1].1 else { return records }
        return records.filter { $0.className == ranked[0].0 }
    }
}
