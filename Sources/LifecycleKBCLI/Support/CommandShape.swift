import ArgumentParser
import Foundation
import LifecycleCLISupport

/// The part of ArgumentParser's own description of a command (`--experimental-dump-help`) that says
/// which subcommands exist and which options take a value.
struct CommandShape: Decodable {
    /// One argument's kind and spellings.
    struct ArgumentShape: Decodable {
        /// One spelling: `long` is `--name`, `short` is `-n`, `longWithSingleDash` is `-name`.
        struct Name: Decodable {
            var kind: String
            var name: String

            var spelled: String { kind == "long" ? "--" + name : "-" + name }
        }

        var kind: String
        var names: [Name]?
        /// `allRemainingInput` for a command that hands its arguments on unread (`lint`).
        var parsingStrategy: String?
    }

    /// The top of the dump.
    private struct Dump: Decodable {
        var command: CommandShape
    }

    var commandName: String
    var aliases: [String]?
    var defaultSubcommand: String?
    var subcommands: [CommandShape]?
    var arguments: [ArgumentShape]?

    /// The shape of `command` and its subcommands, read from the description ArgumentParser itself generates.
    static func of(_ command: any ParsableCommand.Type) -> CommandShape? {
        try? JSONDecoder().decode(Dump.self, from: Data(ArgumentParserAdapter.helpDump(of: command).utf8)).command
    }

    func subcommand(named name: String) -> CommandShape? {
        subcommands?.first { $0.commandName == name || ($0.aliases ?? []).contains(name) }
    }

    /// The command a word after this one runs: a subcommand, else the default one.
    var fallback: CommandShape? { defaultSubcommand.flatMap(subcommand(named:)) }

    /// Whether the command reads words that are not options (a question, files, an id).
    var takesPositionals: Bool { (arguments ?? []).contains { $0.kind == "positional" } }

    /// Whether the command hands its arguments on unread (`lint`), so no option of them is unknown here.
    var passesArgumentsOn: Bool { (arguments ?? []).contains { $0.parsingStrategy == "allRemainingInput" } }

    /// Every spelling of every option and flag, here and in the default subcommand.
    var optionNames: Set<String> {
        var names = Set((arguments ?? []).filter { $0.kind != "positional" }.flatMap { $0.names ?? [] }.map(\.spelled))
        if let fallback { names.formUnion(fallback.optionNames) }
        return names
    }

    /// Every spelling of an option that takes a value, here and in the default subcommand.
    var optionNamesTakingValue: Set<String> {
        var names = Set((arguments ?? []).filter { $0.kind == "option" }.flatMap { $0.names ?? [] }.map(\.spelled))
        if let fallback { names.formUnion(fallback.optionNamesTakingValue) }
        return names
    }
}
