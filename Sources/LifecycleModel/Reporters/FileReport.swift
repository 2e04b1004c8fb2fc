/// Everything a command found in one input, the unit every reporter writes: its diagnostics in line
/// order and, for a checked trace, how much of it was read.
public struct FileReport: Hashable, Sendable {
    /// What a checked trace held, for the summary line and the JSON fields scripts already read.
    public struct TraceCounts: Hashable, Sendable {
        public var events: Int
        public var objects: Int
        public var skippedLines: Int

        public init(events: Int, objects: Int, skippedLines: Int) {
            self.events = events
            self.objects = objects
            self.skippedLines = skippedLines
        }
    }

    /// The input's name as the user gave it; nil for findings about no file.
    public var file: String?
    public var diagnostics: [Diagnostic]
    /// Present for a trace `check` read; nil for source code or errors.
    public var trace: TraceCounts?

    public init(file: String?, diagnostics: [Diagnostic], trace: TraceCounts? = nil) {
        self.file = file
        self.diagnostics = diagnostics
        self.trace = trace
    }

    /// How many error-level diagnostics this input has.
    public var errors: Int { diagnostics.count { $0.severity == .error } }

    /// How many warnings this input has.
    public var warnings: Int { diagnostics.count { $0.severity == .warning } }

    /// Diagnostics of one file together, files in path order and each file in line order, so every
    /// format lists them the same way; findings without a file come last.
    public static func grouping(_ diagnostics: [Diagnostic]) -> [FileReport] {
        let groups = Dictionary(grouping: diagnostics) { $0.location?.file }
        return groups.keys.sorted { ($0 ?? "\u{10FFFF}") < ($1 ?? "\u{10FFFF}") }.map { file in
            FileReport(file: file, diagnostics: inLineOrder(groups[file]!))
        }
    }

    /// Diagnostics by line then column, a diagnostic with no line first; stable for equal positions.
    public static func inLineOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let left = (a.element.location?.line ?? 0, a.element.location?.column ?? 0, a.offset)
            let right = (b.element.location?.line ?? 0, b.element.location?.column ?? 0, b.offset)
            return left < right
        }.map(\.element)
    }
}

extension [FileReport] {
    /// The exit code these reports imply: the highest any diagnostic implies, 0 when none does.
    public var exitStatus: Int32 { flatMap(\.diagnostics).map(\.exitStatus).max() ?? ExitStatus.success }
}
