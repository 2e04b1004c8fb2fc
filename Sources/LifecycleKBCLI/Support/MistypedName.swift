import ArgumentParser
import LifecycleCLISupport
import LifecycleModel

/// The usage error for a command or option name nothing has (`lifecycle-kb chek app.log`,
/// `rules --fomat json`), in `UnknownName`'s words with the nearest names. Consulted only after
/// ArgumentParser has refused the arguments, so it never changes what parses.
enum MistypedName {
    /// The message for the first unknown command or option of the arguments; nil when every name is
    /// known (ArgumentParser's own message then says what is wrong).
    static func message(for arguments: [String], under root: any ParsableCommand.Type) -> String? {
        guard var shape = CommandShape.of(root) else { return nil }
        var path: [String] = []
        var index = 0
        while index < arguments.count, let subcommands = shape.subcommands, !subcommands.isEmpty {
            let word = arguments[index]
            if word.hasPrefix("-") { break }
            if let sub = shape.subcommand(named: word) {
                shape = sub
                path.append(word)
                index += 1
                continue
            }
            // A word where a command name belongs, unless the default subcommand reads words.
            if shape.fallback?.takesPositionals == true { break }
            let kind = path.isEmpty ? "command" : path.joined(separator: " ") + " command"
            let names = subcommands.flatMap { [$0.commandName] + ($0.aliases ?? []) }
            return UnknownName.message(kind, word, among: names, listedBy: (path + ["--help"]).joined(separator: " "))
        }
        guard !shape.passesArgumentsOn else { return nil }
        let known = shape.optionNames
        let valued = shape.optionNamesTakingValue
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if word == "--" { break }
            guard word.hasPrefix("-"), word != "-", !PastedNames.isPasted(word) else { continue }
            let (name, inline) = FastPath.split(word)
            guard known.contains(name) else {
                return UnknownName.message("option", name, among: Array(known), listedBy: (path + ["--help"]).joined(separator: " "))
            }
            if inline == nil && valued.contains(name) { index += 1 }
        }
        return nil
    }
}
