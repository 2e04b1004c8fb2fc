import LifecycleModel

extension StoredViolation {
    /// The recorded verdict as the diagnostic every reporter reads, in `file`, so `traces show` prints
    /// its findings through `check`'s text reporter. The object stays out: `traces show` has always
    /// printed the bare `file:line:col: severity: [rule] message`.
    public func diagnostic(in file: String) -> Diagnostic {
        Diagnostic(
            location: .init(file: file, line: line, column: column), severity: Diagnostic.Severity(rawValue: severity) ?? .error,
            category: rule, message: message)
    }
}
