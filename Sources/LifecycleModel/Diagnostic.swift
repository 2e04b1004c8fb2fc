/// One finding of `check` or `lint`, independent of how it is shown, so every output format is a pure
/// function of the same values and a new format never touches the checkers.
public struct Diagnostic: Codable, Hashable, Sendable {
    /// How bad the finding is; errors make the command exit 1.
    public enum Severity: String, Codable, Hashable, Sendable {
        case error, warning, note
    }

    /// Where a finding points: any part may be unknown (a trace read from stdin has no file).
    public struct Location: Codable, Hashable, Sendable {
        public var file: String?
        public var line: Int?
        public var column: Int?

        public init(file: String? = nil, line: Int? = nil, column: Int? = nil) {
            self.file = file
            self.line = line
            self.column = column
        }
    }

    /// A related place that explains the finding (`the child's view was added here`).
    public struct Note: Codable, Hashable, Sendable {
        public var location: Location?
        public var message: String

        public init(location: Location? = nil, message: String) {
            self.location = location
            self.message = message
        }
    }

    public var location: Location?
    public var severity: Severity
    /// The rule identifier (`containment.add-order`) or the error kind (`parse`); public API.
    public var category: String
    public var message: String
    public var notes: [Note]
    /// How to correct it, in words; nil when there is nothing to suggest.
    public var fix: String?

    public init(
        location: Location?, severity: Severity, category: String, message: String,
        notes: [Note] = [], fix: String? = nil
    ) {
        self.location = location
        self.severity = severity
        self.category = category
        self.message = message
        self.notes = notes
        self.fix = fix
    }
}

extension Diagnostic {
    /// Diagnostics of one file together, files in path order and each file in line order, so every
    /// format lists them the same way; findings without a file come last.
    public static func groupedByFile(_ diagnostics: [Diagnostic]) -> [(file: String?, diagnostics: [Diagnostic])] {
        let groups = Dictionary(grouping: diagnostics) { $0.location?.file }
        return groups.keys.sorted { ($0 ?? "\u{10FFFF}") < ($1 ?? "\u{10FFFF}") }.map { file in
            (file, groups[file]!.sorted { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) })
        }
    }
}
