// Library users and the CLI keep reaching the loader, its errors and its bundle through LifecycleKB.
@_exported import LifecycleData

extension KnowledgeLoader {
    /// The knowledge compiled into this binary.
    public static func builtIn() throws(DataValidationError) -> KnowledgeBundle {
        try load(files: EmbeddedFiles.all.filter { $0.path.hasPrefix("Data/") })
    }

    /// The content hash of the knowledge compiled into this binary.
    public static var builtInVersion: String { EmbeddedFiles.contentHash }
}
