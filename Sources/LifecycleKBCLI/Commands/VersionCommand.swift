import ArgumentParser
import LifecycleCLISupport
import LifecycleModel

/// `version`: the same line as `--version`, or JSON for scripts.
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "version",
        abstract: "Print the tool's version and the version of the knowledge it carries."
    )

    @Option(help: "Output format.")
    var format = FormatChoice<ActionFormats>(.text)

    func run() {
        if format.format == .json {
            // `json_version` is a number, so a script compares it as one.
            JSONOutput.print([
                "version": AnyEncodable(ToolVersion.number), "knowledge_version": AnyEncodable(ToolVersion.knowledge),
                "json_version": AnyEncodable(JSONReporter.version),
            ])
        } else {
            Terminal.write(ToolVersion.line + "\n")
        }
    }
}
