/// "Did you mean …?" for every name a person types — a command, an option, a rule, order, scenario,
/// source or trace id, an API — so every mistyped name is answered with one ranking and one wording.
public enum DidYouMean {
    /// How many names a suggestion offers at most.
    public static let limit = 3

    /// The known names nearest to `typed`, nearest first (ties in name order): those within an edit
    /// distance of a third of the typed length (at least 2), and those that contain the typed text
    /// whole (`duplicate` → `appearance.duplicate`), which count as one edit. Case is ignored.
    public static func closest(to typed: String, among known: some Sequence<String>, limit: Int = limit) -> [String] {
        let target = typed.lowercased()
        guard !target.isEmpty else { return [] }
        let threshold = max(2, target.count / 3)
        var best: [String: Int] = [:]
        for name in known where best[name] == nil {
            let lowered = name.lowercased()
            guard lowered != target else { continue }
            var distance = EditDistance.between(target, lowered)
            if target.count >= 4 && lowered.contains(target) { distance = min(distance, 1) }
            if distance <= threshold { best[name] = distance }
        }
        return best.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.prefix(limit).map(\.key)
    }

    /// `; did you mean `rules`?` (or `` `a`, `b` or `c` ``), to end an error line; empty when
    /// nothing known is close.
    public static func clause(for typed: String, among known: some Sequence<String>) -> String {
        let names = closest(to: typed, among: known).map { "`\($0)`" }
        guard let last = names.last else { return "" }
        let list = names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
        return "; did you mean \(list)?"
    }
}
