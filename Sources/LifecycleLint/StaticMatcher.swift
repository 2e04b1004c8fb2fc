import LifecycleCheck
import LifecycleModel

/// Runs one rule's static checks over the flows of one file; each kind is one small function, so a new
/// rule of an existing kind is data only. A finding says what the flow proves and which receivers it
/// depends on; `PendingFinding` decides its severity once every file of the run is read.
struct StaticMatcher {
    let rule: LintRule
    let facts: FileFacts
    let file: String
    let watchedCalls: Set<String>
    let catalog: CatalogNames

    func findings() -> [PendingFinding] {
        var out: [PendingFinding] = []
        for (index, check) in rule.checks.enumerated() {
            for flow in facts.flows where !flow.isMacOSOnly {
                out += findings(of: check, in: flow, requiredSuper: rule.requiredSuper[index]).map {
                    var finding = $0
                    finding.inType = flow.type?.name
                    return finding
                }
            }
        }
        return out
    }

    private func findings(of check: StaticCheck, in flow: Flow, requiredSuper: [String: Set<String>]) -> [PendingFinding] {
        // Most flows make no call a rule watches; only the override kinds look at those.
        guard !flow.calls.isEmpty || check.kind == .superMissing else { return [] }
        let events = check.event.map { event in flow.calls.compactMap { call in fit(call, event, flow).map { (call, $0) } } } ?? []
        switch check.kind {
        case .order:
            return events.compactMap { call, conditions in order(check, call, conditions, flow) }
        case .requires, .requiresEarlier:
            return events.compactMap { call, conditions in missingCall(check, call, conditions, flow) }
        case .redundant:
            guard let implied = check.impliedBy else { return [] }
            return events.filter { call, _ in
                let subject = self.subject(of: call, check.event!)
                return flow.calls.contains {
                    matches($0, implied, flow) && self.subject(of: $0, implied) == subject && $0.path.canRunWith(call.path)
                }
            }.map { finding(check, at: $0.0, provenByFlow: true, conditions: $0.1) }
        case .call:
            return events.filter { !facts.customMethods.contains($0.0.baseName) }
                .map { finding(check, at: $0.0, provenByFlow: true, conditions: $0.1) }
        case .callIn:
            guard let function = flow.function, function.isOverride, (check.methods ?? []).contains(function.name) else { return [] }
            // Inside a branch the call may be guarded (by `view.window != nil`): only likely.
            return events.filter { $0.0.phase == 0 }.map {
                finding(check, at: $0.0, provenByFlow: $0.0.path.arms.isEmpty, conditions: $0.1)
            }
        case .superMismatched, .superProhibited:
            let methods = Set(check.methods ?? [])
            guard let function = flow.function, function.isOverride, methods.contains(function.name) else { return [] }
            if check.kind == .superProhibited, let allowed = check.superclasses, !allowed.contains(flow.type?.inherited.first ?? "") {
                return []
            }
            return flow.calls.filter { call in
                guard call.receiver == "super", methods.contains(call.swiftName) else { return false }
                return check.kind == .superMismatched ? call.swiftName != function.name : call.swiftName == function.name
            }.map { finding(check, at: $0, provenByFlow: true, conditions: overrideConditions(function, flow)) }
        case .superMissing:
            guard let function = flow.function, function.isOverride, let classes = requiredSuper[function.name],
                !flow.superCalls.contains(function.name),
                // A super call to another callback is a mismatch, `super-mismatched`'s finding, not a missing one.
                !flow.superCalls.contains(where: catalog.callbacks.contains)
            else { return [] }
            let message = (check.message ?? rule.summary).replacingOccurrences(of: "{method}", with: function.name)
            let diagnostic = Diagnostic(
                location: .init(file: file, line: function.line, column: function.column), severity: rule.severity,
                category: rule.id, message: message, fix: rule.fix)
            return [
                PendingFinding(
                    diagnostic: diagnostic, provenByFlow: true,
                    conditions: [TypeCondition(type: flow.type?.selfType ?? .unknownSelf, kindOf: classes)])
            ]
        }
    }

    /// `event` after a `not_after` call on the same subject with no reset between: proven when the
    /// earlier calls run on every path to the later one. Only the first `event` on a subject is judged:
    /// one that follows an earlier `event` is a repeat (a view moved to another container after
    /// `transition(from:to:…)` already added it), not the mistake.
    private func order(_ check: StaticCheck, _ call: CallSite, _ conditions: [TypeCondition], _ flow: Flow) -> PendingFinding? {
        let subject = self.subject(of: call, check.event!)
        let before = flow.calls.filter { $0.orderKey < call.orderKey && $0.path.canRunWith(call.path) }.sorted { $0.orderKey < $1.orderKey }
        let sameSubject = { (other: CallSite, patterns: [CallPattern]) in
            patterns.contains { matches(other, $0, flow) && self.subject(of: other, $0) == subject }
        }
        let lastReset = before.last { sameSubject($0, check.resets ?? []) }
        let earlier = before.filter { other in
            (lastReset.map { other.orderKey > $0.orderKey } ?? true) && sameSubject(other, check.notAfter ?? [])
        }
        guard let first = earlier.first, let last = earlier.last else { return nil }
        guard !before.contains(where: { $0.orderKey < first.orderKey && sameSubject($0, [check.event!]) }) else { return nil }
        return finding(
            check, at: call, provenByFlow: BranchPath.covers(call.path, by: earlier.map(\.path), branches: facts.branches),
            conditions: conditions, note: (last, "the earlier call is here"))
    }

    /// A call's fit to a pattern: nil when its name, argument or receiver does not fit, else the
    /// receivers whose kind a finding at it depends on.
    func fit(_ call: CallSite, _ pattern: CallPattern, _ flow: Flow) -> [TypeCondition]? {
        // The base name is compared on bytes first: most calls fit no pattern, and hashing the pattern's name costs more.
        guard call.receiver != "super", pattern.call.utf8.starts(with: call.baseName.utf8),
            pattern.call.utf8.dropFirst(call.baseName.utf8.count).first == UInt8(ascii: "("),
            let name = rule.callNames[pattern.call], call.matches(name: name)
        else { return nil }
        switch pattern.argument {
        case nil: break
        case .nil?: guard call.firstArgument == "nil" else { return nil }
        case .nonNil?: guard let argument = call.firstArgument, argument != "nil" else { return nil }
        }
        // The receiver of a call about its argument (`addChild(child)`) is the child's container.
        let condition = pattern.subject == .argument ? TypeCondition.container : TypeCondition.controller
        switch pattern.receiver ?? .any {
        case .any: return []
        case .self:
            guard call.receiver == "self" else { return nil }
            return [condition(flow.type?.selfType ?? .unknownSelf)]
        case .controller: return [condition(facts.type(of: call.receiver, in: flow))]
        }
    }

    /// Whether a call fits a pattern where it only silences or resets a check: its receiver's kind is
    /// not asked, since a wrong guess there can only hide a finding.
    func matches(_ call: CallSite, _ pattern: CallPattern, _ flow: Flow) -> Bool {
        fit(call, pattern, flow) != nil
    }

    /// Whether a call makes a call a check requires: `super.addChild(child)`, in a container's own
    /// `addChild(_:)`, adds the child as `addChild(child)` does; a callback's super call
    /// (`super.didMove(toParent:)`) is only the base implementation of the override it is in.
    func makesRequired(_ call: CallSite, _ pattern: CallPattern, _ flow: Flow) -> Bool {
        guard call.receiver == "super" else { return matches(call, pattern, flow) }
        guard !catalog.callbacks.contains(call.swiftName) else { return false }
        let onSelf = CallSite(
            baseName: call.baseName, labels: call.labels, receiver: "self", firstArgument: call.firstArgument, line: call.line,
            column: call.column, phase: call.phase, offset: call.offset, path: call.path)
        return matches(onSelf, pattern, flow)
    }

    func subject(of call: CallSite, _ pattern: CallPattern) -> String? {
        switch pattern.subject ?? .receiver {
        case .receiver: call.receiverSubject
        case .argument: call.argumentSubject
        }
    }

    /// An override's class must descend from a class the catalog says declares the method.
    private func overrideConditions(_ function: FunctionInfo, _ flow: Flow) -> [TypeCondition] {
        [TypeCondition(type: flow.type?.selfType ?? .unknownSelf, kindOf: catalog.declaringClasses[function.name] ?? ["UIViewController"])]
    }

    func finding(
        _ check: StaticCheck, at call: CallSite, provenByFlow: Bool, conditions: [TypeCondition], note: (CallSite, String)? = nil
    ) -> PendingFinding {
        let diagnostic = Diagnostic(
            location: .init(file: file, line: call.line, column: call.column), severity: rule.severity, category: rule.id,
            message: check.message ?? rule.summary,
            notes: note.map { [.init(location: .init(file: file, line: $0.0.line, column: $0.0.column), message: $0.1)] } ?? [],
            fix: rule.fix
        )
        return PendingFinding(
            diagnostic: diagnostic, provenByFlow: provenByFlow, conditions: conditions)
    }
}
