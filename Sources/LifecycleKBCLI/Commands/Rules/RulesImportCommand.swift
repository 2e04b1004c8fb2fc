import ArgumentParser
import Foundation
import LifecycleCLISupport
import LifecycleData
import LifecycleKB
import LifecycleModel

/// `rules import FILE.yaml`: a team's own rules, validated like the built-in ones and kept across upgrades.
struct RulesImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import team rules from YAML (one rule, a rules: list, or several documents).",
        discussion: "`lifecycle-kb rules new ID` prints a commented rule that imports as it is; start from it."
    )

    @OptionGroup var options: GlobalOptions<ActionFormats>

    @Argument(help: "The YAML file; - reads standard input.", completion: .file(extensions: ["yaml", "yml"]))
    var file: String

    func run() throws {
        let store = try options.openStore(for: .write)
        let (name, data) = try InputFile.read(file, limit: UntrustedYAML.maximumBytes)
        guard let text = String(data: data, encoding: .utf8) else {
            throw DataError(file: name, line: 1, message: "not valid UTF-8 text")
        }
        let ids = try store.importTeamRules(path: name, text: text)
        switch options.actionFormat {
        case .json: JSONOutput.print(["imported": ids] as [String: [String]])
        case .text: Terminal.write("imported \(Count.of(ids.count, "rule")): \(ids.joined(separator: ", "))\n")
        }
    }
}
