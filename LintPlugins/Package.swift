// swift-tools-version:6.1
import PackageDescription

/// lifecycle-kb's lint as SwiftPM (and Xcode) plugins, a package apart from lifecycle-kb as SwiftLint's
/// are (SwiftLintPlugins): a package that declares plugins has their tool, swift-syntax included, built
/// a second time for the host on its every build, and lifecycle-kb's own builds and tests need neither.
/// The tool links lifecycle-kb's libraries from the checkout this folder is in, and reads its `Data/`.
let package = Package(
    name: "lifecycle-kb-plugins",
    platforms: [.macOS(.v13)],
    products: [
        // A build-tool plugin for SwiftPM targets and Xcode projects, and `swift package plugin lifecycle-lint`.
        .plugin(name: "LifecycleLintBuildToolPlugin", targets: ["LifecycleLintBuildToolPlugin"]),
        .plugin(name: "LifecycleLintCommandPlugin", targets: ["LifecycleLintCommandPlugin"]),
    ],
    dependencies: [
        .package(name: "lifecycle-kb", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The plugins' linter reads Data/ and links no target that uses a build-tool plugin: SwiftPM builds a
        // build-tool plugin's tool with none applied, so LifecycleKB would lack EmbedKnowledge's output.
        .executableTarget(
            name: "LifecycleLintPluginTool",
            dependencies: [
                .product(name: "LifecycleModel", package: "lifecycle-kb"),
                .product(name: "LifecycleData", package: "lifecycle-kb"),
                .product(name: "LifecycleLintOptions", package: "lifecycle-kb"),
                .product(name: "LifecycleCLISupport", package: "lifecycle-kb"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(name: "LifecycleLintBuildToolPlugin", capability: .buildTool(), dependencies: ["LifecycleLintPluginTool"]),
        .plugin(
            name: "LifecycleLintCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "lifecycle-lint", description: "Lint the package's Swift and Objective-C targets for UIKit lifecycle mistakes")
            ),
            dependencies: ["LifecycleLintPluginTool"]
        ),
    ]
)
