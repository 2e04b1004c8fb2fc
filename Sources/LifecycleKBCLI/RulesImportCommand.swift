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

    @Argument(help: "The YAML file.")
    var file: String

    func run() throws {
        let store = try options.openStore()
        let ids = try CommandFailure.guarding {
            try TraceInputError.requireReadable(file)
            guard let data = FileManager.default.contents(atPath: file) else { throw TraceInputError(file: file, message: "not readable") }
            guard let text = String(data: data, encoding: .utf8) else {
                throw DataError(file: file, line: 1, message: "not valid UTF-8 text")
            }
            return try store.importTeamRules(path: file, text: text)
        }
        switch options.format {
        case .json: JSONOutput.print(["imported": ids] as [String: [String]])
        case .text, .markdown: Terminal.write("imported \(ids.count) rule\(ids.count == 1 ? "" : "s"): \(ids.joined(separator: ", "))\n")
        }
    }
}

