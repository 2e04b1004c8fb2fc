import Foundation
import PackagePlugin

/// `swift package plugin lifecycle-lint [--target NAME]… [lint options]`: lints the package's Swift and
/// Objective-C targets, or the ones named, as SwiftLint's command plugin does, in one run so that a
/// class declared in one target is known in all. Test targets are left out unless named: tests call
/// lifecycle methods by hand on purpose. The findings are the tool's, compiler-shaped, and an
/// error-level finding fails the command.
@main
struct LifecycleLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let named = Set(extractor.extractOption(named: "target"))
        let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { named.isEmpty ? $0.kind != .test : named.contains($0.name) }
        if let unknown = named.subtracting(targets.map(\.name)).sorted().first {
            Diagnostics.error("no source target named \(unknown)")
            return
        }
        try Self.lint(
            LintPluginTool(try context.tool(named: "LifecycleLintPluginTool")),
            files: LintPluginTool.lintedFiles(targets.flatMap { $0.sourceFiles.map(\.url) }), options: extractor.remainingArguments)
    }

    /// Lints `files` in one run, with lint's own options and the plugin's standard streams; a failing
    /// run fails the command.
    static func lint(_ tool: LintPluginTool, files: [URL], options: [String]) throws {
        guard !files.isEmpty else {
            Diagnostics.error("no Swift or Objective-C file to lint")
            return
        }
        let process = Process()
        process.executableURL = tool.executable
        process.arguments = LintPluginTool.knowledgeArguments + options + files.map { $0.path() }
        try process.run()
        process.waitUntilExit()
        // The findings are already printed; this line makes `swift package` exit non-zero.
        if process.terminationStatus != 0 { Diagnostics.error("lifecycle-kb lint exited \(process.terminationStatus)") }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// The same command on an Xcode project (right-click the project in the navigator ▸ lifecycle-lint):
    /// the targets Xcode names with `--target`, or all of them.
    extension LifecycleLintCommandPlugin: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            var extractor = ArgumentExtractor(arguments)
            let named = Set(extractor.extractOption(named: "target"))
            let targets = context.xcodeProject.targets.filter { named.isEmpty || named.contains($0.displayName) }
            try Self.lint(
                LintPluginTool(try context.tool(named: "LifecycleLintPluginTool")),
                files: LintPluginTool.lintedFiles(targets.flatMap { $0.inputFiles.map(\.url) }), options: extractor.remainingArguments)
        }
    }
#endif
