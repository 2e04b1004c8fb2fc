import LifecycleModel

extension TraceInputError: DiagnosticConvertible {
    /// A `missing-input` error about the whole file: it names the file and no position in it.
    public var diagnostics: [Diagnostic] {
        [
            Diagnostic(
                location: .init(file: file), severity: .error, category: DiagnosticKind.missingInput.rawValue,
                message: message)
        ]
    }
}
