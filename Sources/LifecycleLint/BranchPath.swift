/// Where a call sits among the branches of its flow: the arms (`if` body or `else`, one `case`, a loop
/// body, one `#if` clause) it is nested in, outermost first. Two calls in different arms of one branch
/// never run together; a call whose arms start another's runs on every path that reaches the other.
struct BranchPath: Hashable, Sendable {
    /// One arm: the branching statement (its offset in the file) and which of its arms.
    struct Arm: Hashable, Sendable {
        var statement: Int
        var index: Int
    }

    var arms: [Arm] = []

    /// How two calls of one flow relate, as far as the branches they sit in tell.
    enum Relation {
        /// They are in different arms of one branch: no run makes both.
        case exclusive
        /// Every run that reaches the later one has made the earlier one (its arms start the later's).
        case dominates
        /// They may run together, but some runs reach the later one without the earlier.
        case sometimes
    }

    /// How a call on this path relates to a call on `later`'s path, for a call made before that one.
    func relation(toLater later: BranchPath) -> Relation {
        for (mine, theirs) in zip(arms, later.arms) where mine != theirs {
            return mine.statement == theirs.statement ? .exclusive : .sometimes
        }
        return arms.count <= later.arms.count ? .dominates : .sometimes
    }

    /// Whether a run can make both calls.
    func canRunWith(_ other: BranchPath) -> Bool {
        relation(toLater: other) != .exclusive
    }
}
