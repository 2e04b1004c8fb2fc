import ArgumentParser
import Foundation
import LifecycleCLISupport
import LifecycleModel

/// The root command lists the subcommands by task; each lives in its own file.
@main
struct LifecycleKBCommand: LifecycleKBTool {
    static let configuration = CommandConfiguration(
        commandName: "lifecycle-kb",
        abstract: "A knowledge base of the iOS UIKit view and view-controller lifecycle.",
        discussion: """
            Ask and look up (any API spelling, -[Class selector:] pasted as is):
              query/ask  lifecycle-kb query "what fires when addChild(_:) is called"
              api        lifecycle-kb api '-[UIViewController addChildViewController:]'
              search     lifecycle-kb search "appearance transition"
              rules      lifecycle-kb rules show appearance.duplicate
              orders     lifecycle-kb orders show vc.appear
              scenarios  lifecycle-kb scenarios list
              sources    lifecycle-kb sources show apple.addchild

            Check and keep traces:
              check      lifecycle-kb check app.log
              lint       lifecycle-kb lint Sources/     (runs lifecycle-kb-lint)
              import     lifecycle-kb import app.log --tag login --ios 17.4
              traces     lifecycle-kb traces show 1 --format markdown

            Export and maintain the store:
              export     lifecycle-kb export all --out book/
              db         lifecycle-kb db status
              sql        lifecycle-kb sql "SELECT id FROM rule"

            This tool:
              version      lifecycle-kb version
              completions  lifecycle-kb completions --help   (install lines for bash, zsh, fish)

            Exit codes:
              0   success
              1   check found errors, query could not answer, an unknown id
              64  usage error (unknown option, bad value, format not offered)
              65  malformed input data (FILE:LINE:COL: error: ...)
              66  input file missing or unreadable
              69  lint: lifecycle-kb-lint is not installed
              74  database or I/O error (an unexpected error is named and exits 74)
            """,
        version: ToolVersion.line,
        groupedSubcommands: [
            CommandGroup(
                name: "Ask and look up",
                subcommands: [
                    AskCommand.self, APICommand.self, SearchCommand.self, RulesCommand.self, OrdersCommand.self, ScenariosCommand.self,
                    SourcesCommand.self,
                ]),
            CommandGroup(
                name: "Check and keep traces", subcommands: [CheckCommand.self, LintCommand.self, ImportCommand.self, TracesCommand.self]),
            CommandGroup(name: "Export and maintain the store", subcommands: [ExportCommand.self, DBCommand.self, SQLCommand.self]),
            CommandGroup(name: "This tool", subcommands: [VersionCommand.self, CompletionsCommand.self]),
        ]
    )

    /// Shared options given first move behind the command (`LeadingOptions`); a plain `query QUESTION` or
    /// `check FILE` then skips ArgumentParser (see `FastPath`); everything else has its pasted Objective-C
    /// names made values before ArgumentParser sees them, then runs, every error it throws reaching
    /// `CommandFailure` (`LifecycleKBTool.run`). A command or option name ArgumentParser does not know is
    /// answered with the nearest ones (`MistypedName`).
    static func main() {
        let arguments = LeadingOptions.moved(Array(CommandLine.arguments.dropFirst()), under: self)
        FastPath.runIfPossible(arguments)
        let protected = PastedNames.protect(arguments, under: self)
        let command: any ParsableCommand
        do {
            command = try parseAsRoot(protected)
        } catch {
            if exitCode(for: error) == .validationFailure, let message = MistypedName.message(for: protected, under: self) {
                CommandFailure.report(message)
                Foundation.exit(ExitStatus.usage)
            }
            exit(withError: error)
        }
        run(command)
    }
}
