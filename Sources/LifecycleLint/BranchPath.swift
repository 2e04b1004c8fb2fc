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

/// A branching statement's arms, and whether one of them always runs (`if` with `else`, a Swift
/// `switch`, an Objective-C `switch` with `default`, `#if` with `#else`); loops, `guard`'s `else` and
/// `catch` clauses are arms that may not run.
struct Branch: Sendable {
    var arms: [Int]
    var exhaustive: Bool
}

extension BranchPath {
    /// Whether every run that reaches `later` has made one of the calls on the `earlier` paths: one of
    /// them runs on every path to it, or every arm of an exhaustive branch before it holds one, at any
    /// depth (`if a { x() } else { x() }; later()`).
    static func covers(_ later: BranchPath, by earlier: [BranchPath], branches: [Int: Branch]) -> Bool {
        for depth in 0...later.arms.count {
            let prefix = Array(later.arms.prefix(depth))
            let own = depth < later.arms.count ? later.arms[depth].statement : nil
            if covered(prefix, earlier.filter { $0.arms.starts(with: prefix) }, besides: own, branches: branches, depth: 0) { return true }
        }
        return false
    }

    /// Whether the paths cover every run through the arms of `prefix`; `besides` is the branch the later
    /// call itself sits in, which cannot run before it.
    private static func covered(_ prefix: [Arm], _ paths: [BranchPath], besides: Int?, branches: [Int: Branch], depth: Int) -> Bool {
        if paths.contains(where: { $0.arms.count == prefix.count }) { return true }
        guard depth < 32 else { return false }
        let statements = Set(paths.map { $0.arms[prefix.count].statement }).subtracting(besides.map { [$0] } ?? [])
        return statements.contains { statement in
            guard let branch = branches[statement], branch.exhaustive else { return false }
            return branch.arms.allSatisfy { index in
                let arm = prefix + [Arm(statement: statement, index: index)]
                return covered(arm, paths.filter { $0.arms.starts(with: arm) }, besides: nil, branches: branches, depth: depth + 1)
            }
        }
    }
}
