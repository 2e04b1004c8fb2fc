extension Sequence where Element: Hashable {
    /// The elements in first-seen order, each once: a context or source id is never listed twice.
    /// Each is compared with those kept while they are few (a when-question dedupes over a hundred
    /// short lists, and hashing every element cost more than comparing); past that a set remembers.
    func uniqued() -> [Element] {
        var kept: [Element] = []
        var seen: Set<Element>?
        for element in self {
            if var set = seen {
                seen = nil
                if set.insert(element).inserted { kept.append(element) }
                seen = set
            } else if !kept.contains(element) {
                kept.append(element)
                if kept.count == 16 { seen = Set(kept) }
            }
        }
        return kept
    }
}
