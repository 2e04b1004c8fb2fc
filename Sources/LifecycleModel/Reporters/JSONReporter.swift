import Foundation

/// `{"files": [{"file": …, "diagnostics": […]}], "errors": n, "warnings": n}`: the stable shape scripts
/// read; public API, so fields are only ever added.
public struct JSONReporter: Reporter {
    public init() {}

    private struct Document: Encodable {
        struct File: Encodable {
            var file: String?
            var diagnostics: [Diagnostic]
        }

        var files: [File]
        var errors: Int
        var warnings: Int
    }

    public func report(_ diagnostics: [Diagnostic]) -> String {
        let document = Document(
            files: Diagnostic.groupedByFile(diagnostics).map { .init(file: $0.file, diagnostics: $0.diagnostics) },
            errors: diagnostics.count { $0.severity == .error },
            warnings: diagnostics.count { $0.severity == .warning }
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail.
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
