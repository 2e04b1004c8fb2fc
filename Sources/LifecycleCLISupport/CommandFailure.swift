import ArgumentParser
import Foundation
import LifecycleModel

/// The one place errors become output: every library error describes itself as diagnostics, printed
/// on stderr in the compiler's shape, and the process exits with the code they imply.
public enum CommandFailure {
    /// What starts every line the tool writes about itself on stderr, ArgumentParser's usage errors included.
    public static let errorPrefix = "lifecycle-kb: error: "

    /// Reports what `error` says and ends the process with its exit code. A command's own `ExitCode`
    /// was reported where it was thrown; ArgumentParser's errors (usage, and `--help` of a subcommand,
    /// which its help command throws from `run()`) keep ArgumentParser's own output and codes, as `root` words them.
    public static func exit(with error: any Error, under root: any ParsableCommand.Type) -> Never {
        if let code = error as? ExitCode { Foundation.exit(code.rawValue) }
        if error is any DiagnosticConvertible || !ArgumentParserAdapter.isParserError(error) {
            Foundation.exit(report(error))
        }
        root.exit(withError: error)
    }

    /// Writes the diagnostics `error` stands for on stderr and returns the exit code they imply; an
    /// error the tool cannot describe is named by its type (exit 74), never passed over.
    @discardableResult
    public static func report(_ error: any Error) -> Int32 {
        let diagnostics = Diagnostic.describing(error)
        report(diagnostics)
        return diagnostics.map(\.exitStatus).max() ?? ExitStatus.databaseOrIO
    }

    /// Writes diagnostics on stderr: located ones as `file:line:col: error: …`, others as `lifecycle-kb: error: …`.
    public static func report(_ diagnostics: [Diagnostic]) {
        let text = TextReporter(colour: false, program: "lifecycle-kb").report(diagnostics)
        if !text.isEmpty { Terminal.writeError(String(text.dropLast(text.hasSuffix("\n") ? 1 : 0))) }
    }

    /// One error line on stderr in the tool's shape, for a command's own refusal.
    public static func report(_ message: String) {
        Terminal.writeError(errorPrefix + message)
    }

    /// Reports a command's own refusal and returns the exit code to throw.
    public static func refusal(_ message: String, status: Int32) -> ExitCode {
        report(message)
        return ExitCode(status)
    }

    /// Says how the store was opened (read-only, recovered…), one `lifecycle-kb: note:` line each.
    public static func note(_ notes: [String]) {
        for note in notes { Terminal.writeError("lifecycle-kb: note: \(note)") }
    }
}
