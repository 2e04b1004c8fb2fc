import ArgumentParser
import Foundation
import LifecycleCLISupport
import LifecycleData
import LifecycleLintOptions
import LifecycleModel

/// The linter the SwiftPM plugins run: `lifecycle-kb-lint` with the rules of a `Data/` folder instead
/// of a store. SwiftPM builds a plugin's tool without applying build-tool plugins to what it links, so
/// a tool linking the store would lack the knowledge `EmbedKnowledge` compiles in; this one reads the
/// same files with the same loader, and every rule is enabled, as in a new store.
@main
struct PluginLintTool: LifecycleKBTool {
    static let configuration = CommandConfiguration(
        commandName: "lifecycle-kb lint",
        abstract: "Check Swift and Objective-C source for lifecycle mistakes, with the rules of a Data/ folder (the lint plugins' tool).",
        discussion: "Exit 0 with no error-level finding, 1 with any, 64 for usage errors, 65 for invalid input, 66 for a missing path."
    )

    @OptionGroup var options: LintOptions

    @Option(name: .long, help: "The Data/ folder of lifecycle-kb whose rules and API catalog lint uses.")
    var data: String

    func run() throws {
        // A wrong path would read as a folder without rules and pass every file.
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: data, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandFailure.refusal("no Data/ folder at \(data)", status: ExitStatus.missingInput)
        }
        let bundle = try KnowledgeLoader.load(folder: URL(fileURLWithPath: data, isDirectory: true))
        try options.lint(rules: bundle.rules, catalog: bundle.knowledge.catalog)
    }
}
