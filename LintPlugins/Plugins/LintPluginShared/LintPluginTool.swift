import Foundation
import PackagePlugin

/// `LifecycleLintPluginTool` as both lint plugins run it: with the rules of lifecycle-kb's own `Data/`,
/// found from this file's place in the checkout, because a plugin's context describes the package it
/// is used on, never the package that provides it.
struct LintPluginTool {
    /// The built tool.
    var executable: URL

    init(_ tool: PluginContext.Tool) {
        executable = tool.url
    }

    /// lifecycle-kb's root, the checkout this plugins package is a folder of: this file is
    /// `LintPlugins/Plugins/LintPluginShared/LintPluginTool.swift`, reached in each plugin through a
    /// symbolic link, which the resolution undoes.
    static let checkoutFolder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let dataFolder = checkoutFolder.appending(path: "Data")

    /// The arguments that come before lint's own: where the rules are.
    static var knowledgeArguments: [String] { ["--data", dataFolder.path()] }

    /// The files lint reads among a target's: those `SourceFileWalker` walks for (`.swift`, `.m`, `.mm`,
    /// and `.h` for the classes they declare), which a plugin cannot import; a file named on lint's
    /// command line is read whatever its extension.
    static func lintedFiles(_ files: [URL]) -> [URL] {
        files.filter { ["swift", "m", "mm", "h"].contains($0.pathExtension) }
    }

    /// The YAML files of `Data/`, a build command's inputs so that a changed rule lints again.
    static func knowledgeFiles() -> [URL] {
        guard let walker = FileManager.default.enumerator(at: dataFolder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "yaml" }.sorted { $0.path() < $1.path() }
    }
}
