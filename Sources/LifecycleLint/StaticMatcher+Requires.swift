import LifecycleCheck

/// The search the two kinds that need a call on an event's subject share (`RequiresKind`,
/// `RequiresEarlierKind`), and the calls a file makes that could be that call for another file.
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
        guard let requirement = check.requires, let written = subject(of: call, check.event!), !written.hasPrefix("$") else { return nil }
        if check.kind == .requires, flow.lets(written, escape: watchedCalls) { return nil }
        let subject = canonical(written, in: flow)
        // `self` in another type's method is another object.
        let makes = { (other: CallSite, otherFlow: Flow) in
            (otherFlow !== flow || other.path.canRunWith(call.path)) && makesRequired(other, requirement, otherFlow)
                && (subject != "self" || otherFlow.type?.name == flow.type?.name)
                && self.subject(of: other, requirement).map { $0 == "$0" || self.canonical($0, in: otherFlow) == subject } == true
        }
        let root = Flow.root(of: subject)
        var finding: PendingFinding
        if let home = declaringFlow(of: root, from: flow) {
            guard !home.withNested.contains(where: { other in other.calls.contains { makes($0, other) } }) else { return nil }
            if home.isParameter(root) {
                guard !hasHelper(for: requirement, event: check.event!, besides: home) else { return nil }
                finding = self.finding(check, at: call, provenByFlow: false, conditions: conditions)
            } else if home.fresh.contains(root) {
                finding = self.finding(check, at: call, provenByFlow: true, conditions: conditions)
            } else {
                // A local bound to an object others hold (`for card in children`): what happened to it
                // before is unknown, and another function of the file may make a later call on it under another name.
                guard check.kind == .requires else { return nil }
                let inside = home.withNested
                guard
                    !facts.flows.contains(where: { other in
                        !inside.contains { $0 === other } && other.calls.contains { matches($0, requirement, other) }
                    })
                else { return nil }
                finding = self.finding(check, at: call, provenByFlow: false, conditions: conditions)
            }
        } else {
            let scope = check.within == "file" ? facts.flows : flow.withNested
            guard !scope.contains(where: { other in other.calls.contains { makes($0, other) } }) else { return nil }
            finding = self.finding(check, at: call, provenByFlow: isPrivateAndKept(subject, check, flow), conditions: conditions)
        }
        if let key = sentCall(requirement, subject: subject, in: flow) {
            // The methods the event's own function calls on the subject: the call is missing on this path.
            let scope = declaringFlow(of: root, from: flow)?.withNested ?? flow.withNested
            finding.unlessSent = MissingCall(
                key: key, methodsCalled: scope.reduce(into: []) { $0.formUnion($1.uses.methodsCalled(on: subject, root: root)) },
                inMethod: subject == "self" ? flow.enclosingFunctionName : nil)
        }
        finding.unlessInherited = flow.type.map { CallOnType(call: requirement.call, type: $0.name) }
        // A child handed to a project container (`stack.addChild(child)`), whose own methods may finish the move.
        if check.event?.subject == .argument, call.receiver != "self", case .named(let container) = facts.type(of: call.receiver, in: flow),
            SDKClasses.superclass[container] == nil, container != "NSObject"
        {
            finding.unlessContainerMakes = CallOnType(call: requirement.call, type: container)
        }
        return finding
    }

    /// The required calls this file makes on values of project classes, for findings in other files
    /// (`PendingFinding.unlessSent`).
    func sentCalls() -> [SentCall] {
        var sent: Set<SentCall> = []
        for (check, kind) in zip(rule.checks, rule.kinds) {
            guard let requirement = kind.requiredCall(of: check) else { continue }
            for flow in facts.flows {
                for call in flow.calls where makesRequired(call, requirement, flow) {
                    if let type = flow.type?.name { sent.insert(.inClass(CallOnType(call: requirement.call, type: type))) }
                    guard let subject = subject(of: call, requirement), let key = sentCall(requirement, subject: subject, in: flow) else {
                        continue
                    }
                    if subject == "self" {
                        if let method = flow.enclosingFunctionName { sent.insert(.onSelf(key, method: method)) }
                    } else {
                        sent.insert(.onHeld(key, methods: flow.uses.methodsCalled(on: subject, root: Flow.root(of: subject))))
                    }
                }
            }
        }
        return Array(sent)
    }

    /// The required call on a subject whose type is a project class; SDK classes (`UIViewController`,
    /// `UIHostingController`) are held by too many to say anything.
    private func sentCall(_ requirement: CallPattern, subject: String, in flow: Flow) -> CallOnType? {
        guard case .named(let type) = facts.type(of: subject, in: flow), SDKClasses.superclass[type] == nil, type != "NSObject" else {
            return nil
        }
        return CallOnType(call: requirement.call, type: type)
    }

    /// A subject with a local that was only bound to another name replaced by that name
    /// (`guard let controller = autocompleteController` makes `controller` the property).
    func canonical(_ subject: String, in flow: Flow) -> String {
        var text = subject
        for _ in 0..<4 {
            let root = Flow.root(of: text)
            guard let declared = flow.declaration(of: root), declared.type == nil, let value = declared.value, value != root,
                value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            else { break }
            text = value + text.dropFirst(root.utf8.count)
        }
        return text
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
