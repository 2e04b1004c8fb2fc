import ArgumentParser
import Foundation
import LifecycleAsk
import LifecycleModel

/// `ask QUESTION…` read without ArgumentParser when it uses only `--format`, `--db` and
/// `--no-color`: parsing through ArgumentParser's reflection was a sixth of a cold `ask`. Anything
/// else (`--trigger`, `--context`, `--help`, an unknown option, a word starting with `-`, no
/// question) goes to ArgumentParser, which stays the reference: the CLI tests answer the same
/// questions both ways.
enum AskFastPath {
    /// What the fast path read: the question, the format and the store.
    struct Invocation: Equatable {
        var question: String
        var format: OutputFormat = .text
        var db: String?
    }

    /// The invocation, or nil when ArgumentParser must read these arguments (the program name excluded).
    static func invocation(_ arguments: [String]) -> Invocation? {
        guard arguments.first == "ask" else { return nil }
        var words: [String] = []
        var format = OutputFormat.text
        var db: String?
        var seen = Set<String>()
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            let (name, inline) = split(argument)
            defer { seen.insert(name) }
            switch name {
            case "--format":
                guard !seen.contains(name), let value = inline ?? (index + 1 < arguments.count ? arguments[index + 1] : nil),
                    let chosen = OutputFormat(rawValue: value)
                else { return nil }
                format = chosen
                if inline == nil { index += 1 }
            case "--db":
                guard !seen.contains(name), let value = inline ?? (index + 1 < arguments.count ? arguments[index + 1] : nil),
                    !value.isEmpty, !value.hasPrefix("-")
                else { return nil }
                db = value
                if inline == nil { index += 1 }
            case "--no-color" where inline == nil:
                break
            default:
                guard !argument.hasPrefix("-") else { return nil }
                words.append(argument)
            }
            index += 1
        }
        guard !words.isEmpty else { return nil }
        return Invocation(question: words.joined(separator: " "), format: format, db: db)
    }

    /// `--format=json` → (`--format`, `json`); other arguments have no inline value.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// Runs `ask` when the fast path can read the arguments, and exits; returns when it cannot.
    static func runIfPossible(_ arguments: [String]) {
        guard let invocation = invocation(arguments) else { return }
        do {
            try AskCommand.answer(AskRequest(question: invocation.question), format: invocation.format, db: invocation.db)
            exit(0)
        } catch {
            CommandFailure.exit(with: error)
        }
    }
}
