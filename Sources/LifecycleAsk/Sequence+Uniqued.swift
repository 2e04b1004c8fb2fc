extension Sequence where Element: Hashable {
    /// The elements in first-seen order, each once: a context or source id is never listed twice.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
