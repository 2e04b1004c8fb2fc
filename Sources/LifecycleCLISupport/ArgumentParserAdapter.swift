import ArgumentParser

/// The one file that uses swift-argument-parser's underscored internals (`_errorPrefix`,
/// `_commandName`, `_dumpHelp`) or recognises its errors by type name: they are not public API and
/// may change with any release, so an upgrade that breaks them breaks here and nowhere else.
public enum ArgumentParserAdapter {
    /// The name a command is called by on the command line (`rm`, not `TracesRemoveCommand`).
    public static func commandName(of command: any ParsableCommand.Type) -> String {
        command._commandName
    }

    /// ArgumentParser's own JSON description of a command and its subcommands (`--experimental-dump-help`).
    public static func helpDump(of command: any ParsableCommand.Type) -> String {
        command._dumpHelp()
    }

    /// Whether ArgumentParser threw `error` (a usage error, or the help its help command throws from
    /// `run()`): its error types are internal, so only their module's name tells them apart.
    public static func isParserError(_ error: any Error) -> Bool {
        String(reflecting: type(of: error)).hasPrefix("ArgumentParser.")
    }
}

/// The root command of one of lifecycle-kb's executables: ArgumentParser's usage errors read like
/// the tool's own `lifecycle-kb: error: …` lines, and, unless the command has its own `main()`, every
/// error `run()` throws reaches `CommandFailure` (the compiler-shaped message and its exit code).
public protocol LifecycleKBTool: ParsableCommand {}

extension LifecycleKBTool {
    /// Every error ArgumentParser reports reads like the ones the commands report.
    public static var _errorPrefix: String { CommandFailure.errorPrefix }

    /// Parses the process's arguments and runs the command, as ArgumentParser's `main()` does, except
    /// that a library error is reported by `CommandFailure`, never as ArgumentParser's bare description.
    public static func main() {
        let command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            exit(withError: error)
        }
        run(command)
    }

    /// Runs a parsed command, every error it throws reaching `CommandFailure`, which exits.
    public static func run(_ parsed: any ParsableCommand) {
        var command = parsed
        do {
            try command.run()
        } catch {
            CommandFailure.exit(with: error, under: self)
        }
    }
}

extension ParsableCommand {
    /// Whether `word` names this command: its name or one of its aliases (`ask` for `query`).
    public static func isNamed(_ word: String) -> Bool {
        ArgumentParserAdapter.commandName(of: self) == word || configuration.aliases.contains(word)
    }
}
