import Foundation
import PackagePlugin

/// Compiles `Migrations/*.sql` and `Data/**/*.yaml` into the library as string literals, so the binary
/// carries its schema and knowledge wherever it is copied (SwiftPM resources break once it moves).
@main
struct EmbedKnowledge: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        let inputs = ["Migrations", "Data"].flatMap { folder in
            embeddableFiles(under: root.appending(path: folder))
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding Migrations/ and Data/ into \(target.name)",
                executable: try context.tool(named: "embed-files").url,
                arguments: [root.path(), output.path()] + inputs.map { $0.path() },
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }

    /// The `.sql` and `.yaml` files below a folder, in a stable order.
    private func embeddableFiles(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { ["sql", "yaml"].contains($0.pathExtension) }
            .sorted { $0.path() < $1.path() }
    }
}
