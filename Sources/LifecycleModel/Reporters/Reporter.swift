/// Turns file reports into one output format; pure, never prints, so the CLI decides where text goes
/// and the tests read exactly what users see. A new format is one new conformance and one `OutputFormat` case.
public protocol Reporter: Sendable {
    /// The whole output for these reports, ending with a newline when not empty.
    func report(_ files: [FileReport]) -> String
}

extension Reporter {
    /// The output for loose diagnostics, grouped into one report per file.
    public func report(_ diagnostics: [Diagnostic]) -> String {
        report(FileReport.grouping(diagnostics))
    }
}

/// What SARIF says about the tool and its rules, so code scanning can show each rule's help.
public struct ReportTool: Sendable {
    public var name: String
    public var version: String?
    /// Rule id → one-line description.
    public var rules: [String: String]

    public init(name: String, version: String? = nil, rules: [String: String] = [:]) {
        self.name = name
        self.version = version
        self.rules = rules
    }
}
