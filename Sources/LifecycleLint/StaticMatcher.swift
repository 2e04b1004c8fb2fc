import LifecycleCheck
import LifecycleModel

/// Runs one rule's static checks over the flows of one file; each kind is one small function, so a new
/// rule of an existing kind is data only.
struct StaticMatcher {
    let rule: LintRule
    let facts: FileFacts
    let file: String
    let watchedCalls: Set<String>

    func findings() -> [Diagnostic] {
        var out: [Diagnostic] = []
        for (index, check) in rule.checks.enumerated() {
            for flow in facts.flows {
                out += findings(of: check, in: flow, requiredSuper: rule.requiredSuper[index])
            }
        }
        return out
    }

    private func findings(of check: StaticCheck, in flow: Flow, requiredSuper: Set<String>) -> [Diagnostic] {
        let events = check.event.map { event in flow.calls.filter { matches($0, event, flow) } } ?? []
        switch check.kind {
        case .order:
            return events.compactMap { call in
                let subject = self.subject(of: call, check.event!)
                let earlier = flow.calls.last { other in
                    other.orderKey < call.orderKey
                        && (check.notAfter ?? []).contains { matches(other, $0, flow) && self.subject(of: other, $0) == subject }
                }
                guard let earlier else { return nil }
                let reset = flow.calls.contains { other in
                    other.orderKey > earlier.orderKey && other.orderKey < call.orderKey
                        && (check.resets ?? []).contains { matches(other, $0, flow) && self.subject(of: other, $0) == subject }
                }
                return reset ? nil : diagnostic(check, at: call, note: (earlier, "the earlier call is here"))
            }
        case .requires:
            guard let requirement = check.requires else { return [] }
            return events.compactMap { call in
                let subject = self.subject(of: call, check.event!)
                // A closure's `$0` cannot be named anywhere else: where the value came from is unknown.
                guard let subject, !subject.hasPrefix("$"), !flow.lets(subject, escape: watchedCalls) else { return nil }
                // A local can only be finished in this flow; a property may be finished by another method.
                let isLocal = flow.locals.contains(String(subject.prefix { $0 != "." && $0 != "[" }))
                let candidates = check.within == "file" && !isLocal ? facts.flows : [flow]
                let found = candidates.contains { other in
                    other.calls.contains { later in
                        (other !== flow || later.orderKey > call.orderKey) && matches(later, requirement, other)
                            && [subject, "$0"].contains(self.subject(of: later, requirement))
                    }
                }
                return found ? nil : diagnostic(check, at: call)
            }
        case .redundant:
            guard let implied = check.impliedBy else { return [] }
            return events.filter { call in
                let subject = self.subject(of: call, check.event!)
                return flow.calls.contains { matches($0, implied, flow) && self.subject(of: $0, implied) == subject }
            }.map { diagnostic(check, at: $0) }
        case .call:
            return events.filter { !facts.customMethods.contains($0.baseName) }.map { diagnostic(check, at: $0) }
        case .callIn:
            guard let function = flow.function, function.isOverride, (check.methods ?? []).contains(function.name) else { return [] }
            return events.filter { $0.phase == 0 }.map { diagnostic(check, at: $0) }
        case .superMismatched, .superProhibited:
            let methods = Set(check.methods ?? [])
            guard let function = flow.function, function.isOverride, methods.contains(function.name) else { return [] }
            if check.kind == .superProhibited, let allowed = check.superclasses, !allowed.contains(flow.type?.inherited.first ?? "") {
                return []
            }
            return flow.calls.filter { call in
                guard call.receiver == "super", methods.contains(call.swiftName) else { return false }
                return check.kind == .superMismatched ? call.swiftName != function.name : call.swiftName == function.name
            }.map { diagnostic(check, at: $0) }
        case .superMissing:
            guard let function = flow.function, function.isOverride, requiredSuper.contains(function.name),
                !flow.superCalls.contains(function.name)
            else { return [] }
            let message = (check.message ?? rule.summary).replacingOccurrences(of: "{method}", with: function.name)
            return [
                Diagnostic(
                    location: .init(file: file, line: function.line, column: function.column), severity: rule.severity,
                    category: rule.id, message: message, fix: rule.fix)
            ]
        }
    }

    /// Whether a call fits a pattern: name, receiver and argument; `super` calls never count here.
    private func matches(_ call: CallSite, _ pattern: CallPattern, _ flow: Flow) -> Bool {
        guard call.receiver != "super", let name = rule.callNames[pattern.call], call.matches(name: name) else { return false }
        switch pattern.receiver ?? .any {
        case .any: break
        case .self: guard call.receiver == "self" else { return false }
        case .controller:
            let isController = call.receiver == "self" ? flow.type?.isController == true : facts.controllers.contains(call.receiver)
            guard isController else { return false }
        }
        switch pattern.argument {
        case nil: return true
        case .nil?: return call.firstArgument == "nil"
        case .nonNil?: return call.firstArgument.map { $0 != "nil" } ?? false
        }
    }

    private func subject(of call: CallSite, _ pattern: CallPattern) -> String? {
        switch pattern.subject ?? .receiver {
        case .receiver: call.receiverSubject
        case .argument: call.argumentSubject
        }
    }

    private func diagnostic(_ check: StaticCheck, at call: CallSite, note: (CallSite, String)? = nil) -> Diagnostic {
        Diagnostic(
            location: .init(file: file, line: call.line, column: call.column), severity: rule.severity, category: rule.id,
            message: check.message ?? rule.summary,
            notes: note.map { [.init(location: .init(file: file, line: $0.0.line, column: $0.0.column), message: $0.1)] } ?? [],
            fix: rule.fix
        )
    }
}
