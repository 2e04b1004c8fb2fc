import LifecycleModel

extension CheckSetupError: DiagnosticConvertible {
    /// A `rule-setup` error naming the rule or warning that does not compile; it has no file because
    /// it comes from the store (the loader reports files' problems as `DataError`s instead).
    public var diagnostics: [Diagnostic] {
        [Diagnostic(location: nil, severity: .error, category: DiagnosticKind.ruleSetup.rawValue, message: description)]
    }
}
