import LifecycleModel

/// Which of a trigger's facts answers a question, given the contexts the question names.
struct FactSelection: Sendable {
    /// The fact the answer is built from, nil when the trigger has no facts.
    var chosen: FactRecord?
    /// The trigger's other facts, for "how the answer changes".
    var alternatives: [FactRecord]
    /// Contexts the question names that the chosen fact does not depend on.
    var uncoveredContexts: [String]

    /// A fact applies when each of its context groups holds one of the question's contexts; the
    /// applicable fact with the most groups wins, then the one whose groups name more of the
    /// question's contexts, then the first stored; without applicable facts the common case
    /// (`contexts: []`) answers, and the question's contexts are reported as not covered.
    init(facts: [FactRecord], contexts: [String]) {
        let named = Set(contexts)
        let applicable = facts.filter { fact in
            fact.contexts.allSatisfy { group in group.contains(where: named.contains) }
        }
        func rank(_ fact: FactRecord) -> (groups: Int, covered: Int) {
            (fact.contexts.count, named.intersection(fact.contexts.flatMap { $0 }).count)
        }
        var chosen: FactRecord?
        for fact in applicable where chosen.map({ rank(fact) > rank($0) }) ?? true {
            chosen = fact
        }
        if chosen == nil { chosen = facts.first { $0.contexts.isEmpty } ?? facts.first }
        self.chosen = chosen
        alternatives = facts.filter { $0.id != chosen?.id }
        let covered = Set(chosen?.contexts.flatMap { $0 } ?? [])
        uncoveredContexts = contexts.filter { !covered.contains($0) }
    }
}
