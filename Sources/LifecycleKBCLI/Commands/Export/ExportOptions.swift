import ArgumentParser
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// Options every export shares: which store and which language; exports never use colour.
struct ExportOptions: ParsableArguments {
    @OptionGroup var store: StoreOptions

    @Option(name: .long, help: "Language of the exported text: en or zh.")
    var lang: Language = .en

    @Flag(name: .long, help: "Accepted like every command's; exports are never coloured.")
    var noColor = false

    @Flag(help: "With --out, replace a file that is already there (never what a symlink points to).")
    var force = false

    func openStore() throws -> KnowledgeStore {
        try store.openStore()
    }
}

/// What `export rules` writes: GFM tables, or the records as JSON or as YAML documents.
enum RuleExportFormat: String, ExpressibleByArgument, CaseIterable {
    case markdown, json, yaml
}

/// What `export orders` and `export apis` write: GFM tables, or the records as JSON.
enum TableExportFormat: String, ExpressibleByArgument, CaseIterable {
    case markdown, json
}

/// What `export scenario` writes: a Markdown page around the diagram, or the bare Mermaid diagram.
enum ScenarioExportFormat: String, ExpressibleByArgument, CaseIterable {
    case markdown, mermaid
}

extension Language: ExpressibleByArgument {}
