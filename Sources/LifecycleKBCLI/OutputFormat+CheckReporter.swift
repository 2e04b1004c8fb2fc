import LifecycleModel

extension OutputFormat {
    /// The reporter `check` and `traces check` print through: JSON as an array of file reports
    /// (JSON version 2), SARIF naming this tool and its version.
    func checkReporter(colour: Bool) -> any Reporter {
        reporter(colour: colour, tool: ReportTool(name: "lifecycle-kb", version: ToolVersion.number), jsonLayout: .fileReports)
    }
}
