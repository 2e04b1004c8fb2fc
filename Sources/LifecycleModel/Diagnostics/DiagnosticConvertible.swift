/// An error that knows how to say itself as diagnostics, so the CLI needs one `catch` for every
/// library error and each error type decides its own location, category and exit code.
public protocol DiagnosticConvertible: Error {
    /// The diagnostics this error stands for: usually one, several for a file with several problems.
    var diagnostics: [Diagnostic] { get }
}

extension Diagnostic {
    /// The diagnostic for an error nothing describes: its type is named, so it is never silent.
    public static func unexpected(_ error: any Error) -> Diagnostic {
        Diagnostic(
            location: nil, severity: .error, category: DiagnosticKind.unexpected.rawValue,
            message: "unexpected \(String(reflecting: type(of: error))): \(error)")
    }

    /// The diagnostics for any error: its own when it describes itself, otherwise one `unexpected`.
    public static func describing(_ error: any Error) -> [Diagnostic] {
        (error as? any DiagnosticConvertible)?.diagnostics ?? [unexpected(error)]
    }
}
