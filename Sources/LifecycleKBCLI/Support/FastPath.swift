import Foundation
import LifecycleAsk
import LifecycleCLISupport
import LifecycleModel

/// `query QUESTION…` (or `ask`) and `check FILE…` read without ArgumentParser when they use only their plain
/// options: parsing through ArgumentParser's reflection was a sixth of a cold `ask` and a third of
/// the start of `check`. Anything else (`--trigger`, `--rule`, `--help`, an unknown option or
/// format, a repeated option, a word starting with `-`, nothing to ask or check) goes to
/// ArgumentParser, which stays the reference: the CLI tests run the same invocations both ways.
enum FastPath {
    /// What the fast path read.
    struct Invocation: Equatable {
        var command: String
        /// The question's words, or the files to check.
        var words: [String] = []
        var format: OutputFormat = .text
        var db: String?
        var noColor = false
        /// The command's own flags given (`--strict`, `--complete`, `--long`).
        var flags: Set<String> = []
        /// `query --lang`.
        var language: Language?
    }

    /// The flags each command the fast path reads takes besides `--format`, `--db` and `--no-color`.
    private static let flags: [String: Set<String>] = ["query": ["--long"], "ask": ["--long"], "check": ["--strict", "--complete"]]
    /// The formats each command declares (the `Offered` of its options): another is left to
    /// ArgumentParser, which refuses it as it does for every command.
    private static let offered: [String: [OutputFormat]] = [
        "query": RecordFormats.formats, "ask": RecordFormats.formats, "check": DiagnosticFormats.formats,
    ]

    /// The invocation, or nil when ArgumentParser must read these arguments (the program name excluded).
    static func invocation(_ arguments: [String]) -> Invocation? {
        guard let command = arguments.first, let ownFlags = flags[command] else { return nil }
        var invocation = Invocation(command: command)
        var seen = Set<String>()
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            let (name, inline) = split(argument)
            guard argument.hasPrefix("-") && argument != "-" else {
                invocation.words.append(argument)
                index += 1
                continue
            }
            guard seen.insert(name).inserted else { return nil }
            let value = inline ?? (index + 1 < arguments.count ? arguments[index + 1] : nil)
            switch name {
            case "--format":
                guard let value, let format = OutputFormat(rawValue: value), offered[command]?.contains(format) == true else { return nil }
                invocation.format = format
            case "--db":
                guard let value, !value.isEmpty, !value.hasPrefix("-") else { return nil }
                invocation.db = value
            case "--lang" where command != "check":
                guard let value, let language = Language(rawValue: value) else { return nil }
                invocation.language = language
            case "--no-color" where inline == nil:
                invocation.noColor = true
            case _ where ownFlags.contains(name) && inline == nil:
                invocation.flags.insert(name)
            default:
                return nil
            }
            index += inline == nil && ["--format", "--db", "--lang"].contains(name) ? 2 : 1
        }
        // `-` (standard input) is a file to check, never a question.
        guard !invocation.words.isEmpty, command == "check" || !invocation.words.contains("-") else { return nil }
        return invocation
    }

    /// `--format=json` → (`--format`, `json`); other arguments have no inline value.
    static func split(_ argument: String) -> (name: String, inline: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// Runs the command when the fast path can read the arguments, and exits; returns when it cannot.
    static func runIfPossible(_ arguments: [String]) {
        guard let invocation = invocation(arguments) else { return }
        do {
            switch invocation.command {
            case "check":
                try CheckCommand.check(
                    invocation.words, strict: invocation.flags.contains("--strict"), complete: invocation.flags.contains("--complete"),
                    onlyRules: [], disabledRules: [], format: invocation.format,
                    colour: Terminal.useColor(on: .standardOutput, noColor: invocation.noColor), db: invocation.db)
            default:
                guard let format = RecordFormat(invocation.format) else { preconditionFailure("query offers only record formats") }
                try AskCommand.answer(
                    AskRequest(question: invocation.words.joined(separator: " "), language: invocation.language), format: format,
                    db: invocation.db, long: invocation.flags.contains("--long"))
            }
            exit(0)
        } catch {
            CommandFailure.exit(with: error, under: LifecycleKBCommand.self)
        }
    }
}
