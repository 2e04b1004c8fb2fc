import ArgumentParser
import LifecycleModel

/// `version`: the same line as `--version`, or JSON for scripts.
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "version",
        abstract: "Print the tool's version and the version of the knowledge it carries."
    )

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func validate() throws {
        try format.require(among: .action, for: "version")
    }

    func run() {
        if format == .json {
            JSONOutput.print([
                "version": ToolVersion.number, "knowledge_version": ToolVersion.knowledge, "json_version": "\(JSONReporter.version)",
            ])
        } else {
            Terminal.write(ToolVersion.line + "\n")
        }
    }
}
