import Foundation

/// JSON for scripts: an array of file reports, one object per file, `{file, diagnostics}` plus, for a
/// checked trace, `events`, `objects`, `skipped_lines`, `violations` and `read_warnings` (the fields
/// `check` has always written). Public API, so fields are only ever added; `JSONReporter.version`
/// counts shape changes.
public struct JSONReporter: Reporter {
    /// The version of this JSON shape, shown by `version --format json`: 2 since `check` always writes
    /// an array, 3 since `lint` writes the same array instead of its `{files, errors, warnings}` object.
    public static let version = 3

    public init() {}

    public func report(_ files: [FileReport]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail.
        let data = try? encoder.encode(files.map(Element.init))
        return String(decoding: data ?? Data("null".utf8), as: UTF8.self) + "\n"
    }

    /// One file report; the trace fields keep the names and shapes `check --format json` has always had.
    private struct Element: Encodable {
        var report: FileReport

        enum Key: String, CodingKey {
            case file, diagnostics, events, objects, violations
            case skippedLines = "skipped_lines"
            case readWarnings = "read_warnings"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(report.file, forKey: .file)
            try container.encode(report.diagnostics, forKey: .diagnostics)
            guard let trace = report.trace else { return }
            try container.encode(trace.events, forKey: .events)
            try container.encode(trace.objects, forKey: .objects)
            try container.encode(trace.skippedLines, forKey: .skippedLines)
            try container.encode(report.diagnostics.filter { $0.kind == nil }.map(TraceViolation.init), forKey: .violations)
            let warnings = report.diagnostics.filter { $0.kind == .read }.map(ReadWarning.init)
            if !warnings.isEmpty { try container.encode(warnings, forKey: .readWarnings) }
        }
    }

    /// A rule's finding in a trace as `check` wrote it before diagnostics existed.
    private struct TraceViolation: Encodable {
        var rule, severity, object, message, fix: String
        var line, column: Int
        var relatedLines: [Int]

        enum CodingKeys: String, CodingKey {
            case rule, severity, line, column, object, message, fix
            case relatedLines = "related_lines"
        }

        init(_ diagnostic: Diagnostic) {
            rule = diagnostic.category
            severity = diagnostic.severity.rawValue
            line = diagnostic.location?.line ?? 0
            column = diagnostic.location?.column ?? 0
            object = diagnostic.subject ?? ""
            message = diagnostic.message
            fix = diagnostic.fix ?? ""
            relatedLines = diagnostic.notes.compactMap(\.location?.line)
        }
    }

    /// A skipped line (or the whole file, line 0) as `check` wrote it.
    private struct ReadWarning: Encodable {
        var line, column: Int
        var message: String

        init(_ diagnostic: Diagnostic) {
            line = diagnostic.location?.line ?? 0
            column = diagnostic.location?.column ?? 0
            message = diagnostic.message
        }
    }
}
