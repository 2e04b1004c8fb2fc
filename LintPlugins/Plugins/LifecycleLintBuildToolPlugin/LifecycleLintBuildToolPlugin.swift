import Foundation
import PackagePlugin

/// Lints a target's Swift and Objective-C files on every build that changes them (or lint's rules), as
/// SwiftLint's build-tool plugin does: findings show in the build log and Xcode's issue navigator in the
/// compiler's shape, and an error-level finding fails the build. SwiftPM runs a build command only for
/// its outputs, so the tool writes a stamp, a Swift file holding one comment, after a run without error.
@main
struct LifecycleLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return Self.commands(
            tool: LintPluginTool(try context.tool(named: "LifecycleLintPluginTool")), workDirectory: context.pluginWorkDirectoryURL,
            name: target.name, files: target.sourceFiles.map(\.url))
    }

    /// One lint command over the target's source files, or none for a target without any.
    static func commands(tool: LintPluginTool, workDirectory: URL, name: String, files: [URL]) -> [Command] {
        let sources = LintPluginTool.lintedFiles(files)
        guard !sources.isEmpty else { return [] }
        let stamp = workDirectory.appending(path: "\(name)+LifecycleLint.swift")
        return [
            .buildCommand(
                displayName: "lifecycle-kb lint \(name)",
                executable: tool.executable,
                arguments: LintPluginTool.knowledgeArguments + ["--no-color", "--stamp", stamp.path()] + sources.map { $0.path() },
                inputFiles: sources + LintPluginTool.knowledgeFiles(),
                outputFiles: [stamp]
            )
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same lint for an Xcode target: add the plugin under Build Phases ▸ Run Build Tool Plug-ins.
    extension LifecycleLintBuildToolPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            Self.commands(
                tool: LintPluginTool(try context.tool(named: "LifecycleLintPluginTool")), workDirectory: context.pluginWorkDirectoryURL,
                name: target.displayName, files: target.inputFiles.map(\.url))
        }
    }
#endif
