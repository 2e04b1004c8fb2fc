import LifecycleModel

extension TraceError: DiagnosticConvertible {
    /// A `parse` error at the line and column; a file-level problem (line 0) points at the file only.
    public var diagnostics: [Diagnostic] {
        let location = line > 0 ? Diagnostic.Location(file: file, line: line, column: column) : Diagnostic.Location(file: file)
        return [Diagnostic(location: location, severity: .error, category: DiagnosticKind.parse.rawValue, message: message)]
    }
}
