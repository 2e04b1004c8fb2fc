/// Contexts that cannot hold at once: a question "with addChild" is not about the case "without
/// addChildViewController:", a `.pageSheet` question not about `.fullScreen`. A case needing one of
/// them is left out of a Depends verdict when the question names another. The sets name context ids
/// of `Data/vocabulary/contexts.yaml` (a test checks they exist); they belong beside the contexts once
/// the store can hold them.
enum ContextExclusion {
    /// Each set holds contexts of which at most one is true.
    static let exclusive: [Set<String>] = [
        ["with-add-child", "without-add-child"],
        ["begin-yes", "begin-no"],
        ["style-full-screen", "style-sheet", "style-over", "style-popover"],
        [
            "in-view-did-load", "in-view-will-appear", "in-view-did-appear", "in-view-will-disappear", "in-view-did-disappear",
            "in-load-view",
        ],
    ]

    /// Whether a case's context groups cannot hold given the question's contexts: some group has no
    /// context that a named one leaves possible.
    static func excludes(_ named: [String], _ groups: [[String]]) -> Bool {
        groups.contains { group in group.allSatisfy { context in named.contains { excludes($0, context) } } }
    }

    /// Whether two different contexts are in one exclusive set.
    static func excludes(_ one: String, _ other: String) -> Bool {
        one != other && exclusive.contains { $0.contains(one) && $0.contains(other) }
    }
}
