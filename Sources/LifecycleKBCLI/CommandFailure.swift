import ArgumentParser
import Foundation
import LifecycleModel

/// The one place errors become output: every library error describes itself as diagnostics, printed
/// on stderr in the compiler's shape, and the process exits with the code they imply.
enum CommandFailure {
    /// Reports what `error` says and ends the process with its exit code. A command's own `ExitCode`
    /// was reported where it was thrown; ArgumentParser's errors (usage, and `--help` of a subcommand,
    /// which its help command throws from `run()`) keep ArgumentParser's own output and codes.
    static func exit(with error: any Error) -> Never {
        if let code = error as? ExitCode { Foundation.exit(code.rawValue) }
        if error is any DiagnosticConvertible || !String(reflecting: type(of: error)).hasPrefix("ArgumentParser.") {
            Foundation.exit(report(error))
        }
        LifecycleKBCommand.exit(withError: error)
    }

    /// Writes the diagnostics `error` stands for on stderr and returns the exit code they imply; an
    /// error the tool cannot describe is named by its type (exit 74), never passed over.
    @discardableResult
    static func report(_ error: any Error) -> Int32 {
        let diagnostics = Diagnostic.describing(error)
        report(diagnostics)
        return diagnostics.map(\.exitStatus).max() ?? ExitStatus.databaseOrIO
    }

    /// Writes diagnostics on stderr: located ones as `file:line:col: error: …`, others as `lifecycle-kb: error: …`.
    static func report(_ diagnostics: [Diagnostic]) {
        let text = TextReporter(colour: false, program: "lifecycle-kb").report(diagnostics)
        if !text.isEmpty { Terminal.writeError(String(text.dropLast(text.hasSuffix("\n") ? 1 : 0))) }
    }

    /// One error line on stderr in the tool's shape, for a command's own refusal.
    static func report(_ message: String) {
        Terminal.writeError("lifecycle-kb: error: \(message)")
    }
}
