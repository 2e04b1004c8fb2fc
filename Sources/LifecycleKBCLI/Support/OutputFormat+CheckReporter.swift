import LifecycleModel

extension OutputFormat {
    /// The reporter `check` and `traces check` print through: SARIF naming this tool and its version.
    func checkReporter(colour: Bool) -> any Reporter {
        reporter(colour: colour, tool: ReportTool(name: "lifecycle-kb", version: ToolVersion.number))
    }
}
