// swift-tools-version:6.1
import PackageDescription

/// An app-shaped package that uses lifecycle-kb's lint plugins as a team would, through a dependency on
/// the LintPlugins package (by path here): every screen target lints as it builds, and `swift package
/// plugin lifecycle-lint` lints them all. `.ci/plugins` builds it and checks what each plugin reports.
/// Its UIKit is a stand-in so that it builds where UIKit does not exist; lint knows UIKit's classes by name.
let package = Package(
    name: "PluginSample",
    dependencies: [.package(name: "lifecycle-kb-plugins", path: "../../LintPlugins")],
    targets: [
        .target(name: "UIKitStandIns"),
        .target(
            name: "CleanScreens",
            dependencies: ["UIKitStandIns"],
            plugins: [.plugin(name: "LifecycleLintBuildToolPlugin", package: "lifecycle-kb-plugins")]
        ),
        .target(
            name: "BrokenScreens",
            dependencies: ["UIKitStandIns"],
            plugins: [.plugin(name: "LifecycleLintBuildToolPlugin", package: "lifecycle-kb-plugins")]
        ),
    ]
)
