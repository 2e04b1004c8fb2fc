import LifecycleCheck
import LifecycleModel

/// Runs one rule's static checks over the flows of one file, each by its kind (`LintKinds`), so a new
/// rule of an existing kind is data only; the kinds share the matching below. A finding says what the
/// flow proves and which receivers it depends on; `PendingFinding` decides its severity once every
/// file of the run is read.
struct StaticMatcher {
    let rule: LintRule
    let facts: FileFacts
    let file: String
    let watchedCalls: Set<String>
    let catalog: CatalogNames
    /// For the check being run, the overrides that must call super with the classes that say so
    /// (`super-missing`; `LintRule.requiredSuper`).
    private(set) var requiredSuper: [String: Set<String>] = [:]

    init(rule: LintRule, facts: FileFacts, file: String, watchedCalls: Set<String>, catalog: CatalogNames) {
        self.rule = rule
        self.facts = facts
        self.file = file
        self.watchedCalls = watchedCalls
        self.catalog = catalog
    }

    func findings() -> [PendingFinding] {
        var out: [PendingFinding] = []
        for (index, check) in rule.checks.enumerated() {
            var matcher = self
            matcher.requiredSuper = rule.requiredSuper[index]
            let kind = rule.kinds[index]
            for flow in facts.flows where !flow.isMacOSOnly {
                // Most flows make no call a rule watches; only a kind that reads call-less flows looks at those.
                guard !flow.calls.isEmpty || kind.readsCallLessFlows else { continue }
                out += kind.findings(of: check, in: flow, events: fitting(check.event, flow), by: matcher).map {
                    var finding = $0
                    finding.inType = flow.type?.name
                    return finding
                }
            }
        }
        return out
    }

    /// The calls of a flow that fit a check's `event`, none when it has no `event`.
    private func fitting(_ event: CallPattern?, _ flow: Flow) -> [FittingCall] {
        guard let event else { return [] }
        return flow.calls.compactMap { call in fit(call, event, flow).map { (call: call, conditions: $0) } }
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

    /// The `super` calls to one of `methods` an override of one of them makes, each kept when
    /// `keeps` says so for the override; none outside such an override (the `super-*` kinds).
    func superCalls(in flow: Flow, methods: [String]?, keeps: (CallSite, FunctionInfo) -> Bool) -> [(CallSite, FunctionInfo)] {
        let methods = Set(methods ?? [])
        guard let function = flow.function, function.isOverride, methods.contains(function.name) else { return [] }
        return flow.calls.filter { call in call.receiver == "super" && methods.contains(call.swiftName) && keeps(call, function) }
            .map { ($0, function) }
    }

    /// An override's class must descend from a class the catalog says declares the method.
    func overrideConditions(_ function: FunctionInfo, _ flow: Flow) -> [TypeCondition] {
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
