import LifecycleModel

extension AskEngineError: DiagnosticConvertible {
    /// An `ask-setup` error naming the vocabulary record whose phrase does not compile.
    public var diagnostics: [Diagnostic] {
        [Diagnostic(location: nil, severity: .error, category: DiagnosticKind.askSetup.rawValue, message: description)]
    }
}
