import LifecycleModel

extension StoreError: DiagnosticConvertible {
    /// A `store` error with no location: the message names the database file or the statement.
    public var diagnostics: [Diagnostic] {
        [Diagnostic(location: nil, severity: .error, category: DiagnosticKind.store.rawValue, message: description)]
    }
}
