import LifecycleCheck

extension StaticMatcher {
    /// `requires`: `event` with no `requires` call on its subject after it; `requires-earlier`: with
    /// none before it (`removeFromParent()` with no `willMove(toParent: nil)`). A required call that is
    /// in the flow but on the wrong side is an order mistake, which an `order` check reports, so both
    /// accept it anywhere in the flow on a path the event can share.
    ///
    /// Who can make the required call decides how sure a finding is: for a controller made in the
    /// flow, only the flow (proven); for a parameter, also its caller (silent when another function of
    /// the file is the other half of the pair, else likely); for a property, any function of the file,
    /// and of other files unless it is `private` and never passed on. A subject passed on, stored,
    /// returned or aliased after `event` (for `requires`) leaves the flow: silent.
    func missingCall(_ check: StaticCheck, _ call: CallSite, _ conditions: [TypeCondition], _ flow: Flow) -> PendingFinding? {
        guard let requirement = check.requires, let subject = subject(of: call, check.event!), !subject.hasPrefix("$") else { return nil }
        if check.kind == .requires, flow.lets(subject, escape: watchedCalls) { return nil }
        let makes = { (other: CallSite, otherFlow: Flow) in
            (otherFlow !== flow || other.path.canRunWith(call.path)) && matches(other, requirement, otherFlow)
                && [subject, "$0"].contains(self.subject(of: other, requirement))
        }
        let root = Flow.root(of: subject)
        if let home = declaringFlow(of: root, from: flow) {
            guard !home.withNested.contains(where: { other in other.calls.contains { makes($0, other) } }) else { return nil }
            guard home.isParameter(root) else {
                return finding(check, at: call, provenByFlow: home.fresh.contains(root), conditions: conditions)
            }
            return hasHelper(for: requirement, event: check.event!, besides: home)
                ? nil : finding(check, at: call, provenByFlow: false, conditions: conditions)
        }
        let scope = check.within == "file" ? facts.flows : flow.withNested
        guard !scope.contains(where: { other in other.calls.contains { makes($0, other) } }) else { return nil }
        return finding(check, at: call, provenByFlow: isPrivateAndKept(subject, check, flow), conditions: conditions)
    }

    /// Whether the whole file decides about a subject: a `private` property of `self`'s type, searched
    /// in every function of the file, that no function passes on.
    func isPrivateAndKept(_ subject: String, _ check: StaticCheck, _ flow: Flow) -> Bool {
        check.within == "file" && facts.isFilePrivateProperty(Flow.root(of: subject), in: flow)
            && !facts.flows.contains { $0.uses.lets(subject, root: Flow.root(of: subject), watchedCalls: watchedCalls) }
    }

    /// The flow a local or parameter is declared in, seen from a flow written inside it.
    func declaringFlow(of name: String, from flow: Flow) -> Flow? {
        var current: Flow? = flow
        while let candidate = current {
            if candidate.locals.contains(name) { return candidate }
            current = candidate.enclosing
        }
        return nil
    }

    /// Whether another function of the file is the other half of a pair: it makes the `requirement`
    /// call but not the `event` on a subject that is its parameter or that it passes on
    /// (`func end(_ child:) { child.endAppearanceTransition() }`; a caller that sends
    /// `willMove(toParent: nil)` and hands the child to a method that removes it). Then a function
    /// that leaves the requirement undone on its own parameter is likely the first half.
    func hasHelper(for requirement: CallPattern, event: CallPattern, besides flow: Flow) -> Bool {
        facts.flows.contains { other in
            guard other !== flow else { return false }
            return other.calls.contains { call in
                guard matches(call, requirement, other), let done = subject(of: call, requirement) else { return false }
                let root = Flow.root(of: done)
                let isHalf = !other.calls.contains { matches($0, event, other) && subject(of: $0, event) == done }
                return isHalf && (other.isParameter(root) || other.lets(done, escape: watchedCalls))
            }
        }
    }
}
