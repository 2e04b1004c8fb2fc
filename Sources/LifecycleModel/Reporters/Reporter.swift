/// Turns diagnostics into one output format; pure, never prints, so the CLI decides where text goes
/// and the tests read exactly what users see.
public protocol Reporter: Sendable {
    /// The whole output for these diagnostics, ending with a newline when not empty.
    func report(_ diagnostics: [Diagnostic]) -> String
}

/// The output formats `check` and `lint` share; public API (`--format`).
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, markdown, sarif

    /// The reporter of this format; `colour` only affects text, `tool` names the producer in SARIF.
    public func reporter(colour: Bool = false, tool: ReportTool = ReportTool(name: "lifecycle-kb")) -> any Reporter {
        switch self {
        case .text: TextReporter(colour: colour)
        case .json: JSONReporter()
        case .markdown: MarkdownReporter()
        case .sarif: SARIFReporter(tool: tool)
        }
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
