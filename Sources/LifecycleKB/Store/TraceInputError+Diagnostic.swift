import LifecycleModel

extension TraceInputError: DiagnosticConvertible {
    /// A `missing-input` error pointing at the file's start, where an editor opens the path it names.
    public var diagnostics: [Diagnostic] {
        [
            Diagnostic(
                location: .init(file: file, line: 1, column: 1), severity: .error, category: DiagnosticKind.missingInput.rawValue,
                message: message)
        ]
    }
}
