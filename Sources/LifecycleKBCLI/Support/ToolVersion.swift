import LifecycleKB

/// The tool's release and the version of the knowledge compiled into it, so a bug report names both.
enum ToolVersion {
    /// The release number, raised with each tagged release.
    static let number = "0.1.0"

    /// The content hash of the `Data/` this binary carries, as `db status` shows it for a store.
    static var knowledge: String { KnowledgeLoader.builtInVersion }

    /// What `--version` and `version` print.
    static var line: String { "lifecycle-kb \(number) (knowledge \(knowledge))" }
}
