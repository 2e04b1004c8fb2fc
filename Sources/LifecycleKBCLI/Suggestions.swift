/// The nearest known names to a misspelling, by edit distance over lowercased text.
enum Suggestions {
    static func closest(to text: String, among candidates: [String], limit: Int = 3) -> [String] {
        let target = Array(text.lowercased())
        let scored = Set(candidates).map { candidate in (candidate, distance(target, Array(candidate.lowercased()))) }
        let threshold = max(3, target.count / 2)
        return scored.filter { $0.1 <= threshold }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(limit).map(\.0)
    }

    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
