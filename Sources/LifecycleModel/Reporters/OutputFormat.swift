/// Every output format of the tool (`--format`); public API. Each command declares the ones it can
/// write and refuses the others, so a value here is never silently ignored.
public enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, markdown, sarif

    /// The reporter of this format for diagnostics; `colour` only affects text, `tool` names the
    /// producer in SARIF and the command that explains a rule in text.
    public func reporter(colour: Bool = false, tool: ReportTool = ReportTool(name: "lifecycle-kb")) -> any Reporter {
        switch self {
        case .text: TextReporter(colour: colour, explainCommand: "\(tool.name) rules show")
        case .json: JSONReporter()
        case .markdown: MarkdownReporter()
        case .sarif: SARIFReporter(tool: tool)
        }
    }
}
