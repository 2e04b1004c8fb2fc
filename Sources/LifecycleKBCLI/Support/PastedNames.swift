import ArgumentParser
import Foundation
import LifecycleCLISupport

/// Lets an Objective-C name pasted as is (`-[UIViewController addChildViewController:]`) reach every
/// command as a value: ArgumentParser reads any token that starts with `-` as options (`-h` in "Child"
/// would print the help), so before parsing, one pass over argv rewrites such tokens into forms it
/// reads as values, using the command tree's own description of which options take a value.
enum PastedNames {
    /// Whether a token is a pasted instance-method name; `+[…]` needs no help, it does not start with `-`.
    static func isPasted(_ token: String) -> Bool {
        token.hasPrefix("-[")
    }

    /// The shell splits an unquoted `-[UIViewController addChildViewController:]` at its space into
    /// `-[UIViewController` and `addChildViewController:]`: such words are joined back into one, as
    /// is an option's value (`--trigger=-[UIView` `addSubview:]`). A bracket never closed, or closed
    /// only after an option, is left as it is.
    static func rejoined(_ arguments: [String]) -> [String] {
        var joined: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            let rest = arguments[(index + 1)...].prefix { !$0.hasPrefix("-") }
            if opensName(word), let close = rest.firstIndex(where: { $0.contains("]") }) {
                joined.append(arguments[index...close].joined(separator: " "))
                index = close + 1
            } else {
                joined.append(word)
                index += 1
            }
        }
        return joined
    }

    /// Whether a word starts a bracketed name (`-[Class`, `+[Class`, `--trigger=-[Class`) it does not close.
    private static func opensName(_ word: String) -> Bool {
        let value = word.hasPrefix("--") ? word.split(separator: "=", maxSplits: 1).last.map(String.init) ?? word : word
        return (value.hasPrefix("-[") || value.hasPrefix("+[")) && !value.contains("]")
    }

    /// The arguments with every pasted name made a value: an option's value joins it (`--trigger=-[…]`),
    /// and positionals from the first pasted one on move behind a `--`, in their order, after the options;
    /// only the command named is described, and only when a pasted name is there.
    static func protect(_ arguments: [String], under root: any ParsableCommand.Type) -> [String] {
        let arguments = rejoined(arguments)
        guard arguments.contains(where: isPasted) else { return arguments }
        var command = root
        var index = 0
        while index < arguments.count,
            let sub = command.configuration.subcommands.first(where: { $0.isNamed(arguments[index]) })
        {
            command = sub
            index += 1
        }
        let valued = CommandShape.of(command)?.optionNamesTakingValue ?? []
        var head = Array(arguments[..<index])
        var options: [String] = []
        var positionals: [String] = []
        var sawPasted = false
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if token == "--" {
                positionals += arguments[index...]
                break
            }
            if isPasted(token) {
                sawPasted = true
                positionals.append(token)
            } else if token.hasPrefix("-") && token != "-" {
                var option = [token]
                if valued.contains(token), index < arguments.count {
                    let value = arguments[index]
                    option = isPasted(value) ? [token + "=" + value] : [token, value]
                    index += 1
                }
                if sawPasted { options += option } else { head += option }
            } else if sawPasted {
                positionals.append(token)
            } else {
                head.append(token)
            }
        }
        return head + options + (positionals.isEmpty ? [] : ["--"] + positionals)
    }
}
