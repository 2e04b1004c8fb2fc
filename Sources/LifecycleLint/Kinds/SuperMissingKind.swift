import LifecycleCheck
import LifecycleModel

/// `super-missing`: an override of a method the API catalog says must call super, in a class that
/// descends from the catalog class declaring it, that never calls super. Reported at the override.
enum SuperMissingKind: LintKind {
    static let kind = StaticCheck.Kind.superMissing
    /// An override with an empty body is the plainest case of all.
    static let readsCallLessFlows = true

    static func findings(of check: StaticCheck, in flow: Flow, events: [FittingCall], by matcher: StaticMatcher) -> [PendingFinding] {
        guard let function = flow.function, function.isOverride, let classes = matcher.requiredSuper[function.name],
            !flow.superCalls.contains(function.name),
            // A super call to another callback is a mismatch, `super-mismatched`'s finding, not a missing one.
            !flow.superCalls.contains(where: matcher.catalog.callbacks.contains)
        else { return [] }
        let rule = matcher.rule
        let message = (check.message ?? rule.summary).replacingOccurrences(of: "{method}", with: function.name)
        let diagnostic = Diagnostic(
            location: .init(file: matcher.file, line: function.line, column: function.column), severity: rule.severity,
            category: rule.id, message: message, fix: rule.fix)
        return [
            PendingFinding(
                diagnostic: diagnostic, provenByFlow: true,
                conditions: [TypeCondition(type: flow.type?.selfType ?? .unknownSelf, kindOf: classes)])
        ]
    }
}
