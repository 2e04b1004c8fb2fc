import ArgumentParser

/// The root command only lists the subcommands; each lives in its own file.
@main
struct LifecycleKBCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifecycle-kb",
        abstract: "A knowledge base of the iOS UIKit view and view-controller lifecycle.",
        discussion: """
            Exit codes: 0 success; 1 check found errors or ask could not answer; 64 usage error;
            65 malformed input data; 66 input file missing or unreadable; 74 database or I/O error.
            """,
        subcommands: [
            AskCommand.self, CheckCommand.self, ImportCommand.self, TracesCommand.self, RulesCommand.self, APICommand.self, OrdersCommand.self, ScenariosCommand.self, SearchCommand.self, ExportCommand.self,
            DBCommand.self, SQLCommand.self, LintCommand.self,
        ]
    )
}
