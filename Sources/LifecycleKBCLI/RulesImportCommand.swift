import ArgumentParser
import Foundation
import LifecycleKB

/// `rules import FILE.yaml`: a team's own rules, validated like the built-in ones and kept across upgrades.
struct RulesImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import team rules written in the Data/rules format (one rule, a rules: list, or several documents)."
    )

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The YAML file; - reads standard input.")
    var file: String

    func validate() throws {
        try options.format.require(among: [.text, .json], for: "rules import")
    }

    func run() throws {
        let store = try options.openStore()
        let ids = try CommandFailure.guarding {
            let (name, data) = try InputFile.read(file)
            guard let text = String(data: data, encoding: .utf8) else {
                throw DataError(file: name, line: 1, message: "not valid UTF-8 text")
            }
            return try store.importTeamRules(path: name, text: text)
        }
        switch options.format {
        case .json: JSONOutput.print(["imported": ids] as [String: [String]])
        case .text, .markdown: Terminal.write("imported \(Count.of(ids.count, "rule")): \(ids.joined(separator: ", "))\n")
        }
    }
}

