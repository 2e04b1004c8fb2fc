import LifecycleModel

extension DataError: DiagnosticConvertible {
    /// A `data` error at the file and line of the YAML that is wrong.
    public var diagnostics: [Diagnostic] {
        [Diagnostic(location: .init(file: file, line: line), severity: .error, category: DiagnosticKind.data.rawValue, message: message)]
    }
}

extension DataValidationError: DiagnosticConvertible {
    /// One `data` error per problem found, so every one is seen in one run.
    public var diagnostics: [Diagnostic] { errors.flatMap(\.diagnostics) }
}
