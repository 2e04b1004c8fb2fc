// swift-tools-version:6.1
import Foundation
import PackageDescription

/// Modules are layered so each part builds and tests on its own:
/// LifecycleModel (knowledge values and API lookup) ← LifecycleCheck (trace readers, rule engine)
/// ← LifecycleAsk (question understanding); LifecycleData (the Data/ and team-rule YAML reader, on
/// LifecycleCheck) ← LifecycleKB (SQLite store, exporters) ← the thin `lifecycle-kb` executable.
/// LifecycleLint (swift-syntax) ← LifecycleLintOptions (one lint run) ← the `lifecycle-kb-lint` executable,
/// which `lifecycle-kb lint` runs, and the lint plugins' tool (LintPlugins/), which reads Data/ instead of the store.
/// LifecycleCLISupport (options, formats, failures, terminal; on LifecycleModel and ArgumentParser) is
/// what all three executables share.
let package = Package(
    name: "lifecycle-kb",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "lifecycle-kb", targets: ["LifecycleKBCLI"]),
        .executable(name: "lifecycle-kb-lint", targets: ["LifecycleLintCLI"]),
        .library(name: "LifecycleKB", targets: ["LifecycleKB"]),
        // What the lint plugins' tool links, from LintPlugins/, a package of its own (as SwiftLint ships its
        // plugins apart): declared here, a plugin's tool would cost every build of this package a second
        // swift-syntax, built for the host.
        .library(name: "LifecycleModel", targets: ["LifecycleModel"]),
        .library(name: "LifecycleData", targets: ["LifecycleData"]),
        .library(name: "LifecycleLintOptions", targets: ["LifecycleLintOptions"]),
        .library(name: "LifecycleCLISupport", targets: ["LifecycleCLISupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        .target(name: "LifecycleModel"),
        .target(name: "LifecycleCheck", dependencies: ["LifecycleModel"]),
        // Ask reads pasted UIKit console messages with the trace reader's own matcher.
        .target(name: "LifecycleAsk", dependencies: ["LifecycleModel", "LifecycleCheck"]),
        // Reads and validates Data/ (and team rule files) without the store, for LifecycleKB and the tests.
        .target(name: "LifecycleData", dependencies: ["LifecycleModel", "LifecycleCheck", .product(name: "Yams", package: "Yams")]),
        .target(
            name: "LifecycleKB",
            dependencies: [
                "LifecycleModel", "LifecycleCheck", "LifecycleAsk", "LifecycleData",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                .product(name: "Yams", package: "Yams"),
            ],
            plugins: ["EmbedKnowledge"]
        ),
        .target(
            name: "LifecycleLint",
            dependencies: [
                "LifecycleModel", "LifecycleCheck",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // What the executables share: options, formats, failure printing, the terminal, and the one
        // adapter to ArgumentParser's underscored internals. It links no store, so the plugins' tool can use it.
        .target(
            name: "LifecycleCLISupport",
            dependencies: ["LifecycleModel", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(
            name: "LifecycleKBCLI",
            dependencies: ["LifecycleKB", "LifecycleCLISupport", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            linkerSettings: [.unsafeFlags(StartUp.linkerFlags, .when(platforms: [.linux], configuration: .release))]
        ),
        // One lint run, its options and its report, for the two executables that differ in where the rules come from.
        .target(
            name: "LifecycleLintOptions",
            dependencies: [
                "LifecycleModel", "LifecycleCheck", "LifecycleLint", "LifecycleCLISupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `lint` is its own executable (it and the plugins' tool alone link swift-syntax), so that building
        // `lifecycle-kb` from a clean clone does not compile the Swift parser; `lifecycle-kb lint` runs it.
        .executableTarget(
            name: "LifecycleLintCLI",
            dependencies: [
                "LifecycleKB", "LifecycleLintOptions", "LifecycleCLISupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "lifecycle-kb-bench",
            dependencies: [
                "LifecycleTraceGenerator",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Valid traces of whole UIKit scenarios in every log shape, shared by the tests and the benchmarks.
        .target(name: "LifecycleTraceGenerator"),
        .executableTarget(name: "fuzz-trace-reader", dependencies: ["LifecycleKB", "LifecycleCheck"]),
        .executableTarget(name: "fuzz-rule-loader", dependencies: ["LifecycleKB"]),
        .executableTarget(name: "embed-files", dependencies: ["LifecycleModel"]),
        .plugin(name: "EmbedKnowledge", capability: .buildTool(), dependencies: ["embed-files"]),
        .testTarget(name: "LifecycleModelTests", dependencies: ["LifecycleModel", "LifecycleTraceGenerator"]),
        .testTarget(
            name: "LifecycleCheckTests",
            dependencies: ["LifecycleCheck", "LifecycleData", "LifecycleTraceGenerator"]
        ),
        .testTarget(
            name: "LifecycleAskTests",
            dependencies: ["LifecycleAsk", "LifecycleData", "LifecycleTraceGenerator", .product(name: "Yams", package: "Yams")],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "LifecycleKBTests",
            dependencies: ["LifecycleKB", "LifecycleData", "LifecycleTraceGenerator", .product(name: "Yams", package: "Yams")],
            exclude: ["Fixtures"]
        ),
        // CLITests runs the built binary, and imports the CLI module for what only it can see (which
        // arguments skip ArgumentParser).
        .testTarget(
            name: "CLITests", dependencies: ["LifecycleKB", "LifecycleKBCLI", "LifecycleCLISupport", "LifecycleTraceGenerator"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "LifecycleLintTests",
            dependencies: ["LifecycleLint", "LifecycleKB", "LifecycleTraceGenerator"],
            exclude: ["Fixtures"]
        ),
    ]
)

/// What a cold `lifecycle-kb` pays before its first line on Linux (BENCHMARKS.md, 2026-11-28): the static
/// Swift runtime's link exports every symbol, and the loader looked each library's symbols up in that
/// 660 KB table first; and each shared library (libstdc++, SQLite, libgcc_s) is one more to map and
/// relocate. A release build links the static archives instead when the machine has them (each folder
/// of Linking/ explains its library), and the shared ones otherwise.
enum StartUp {
    static var linkerFlags: [String] {
        #if os(Linux)
            var flags = ["-Xlinker", "--no-export-dynamic", "-Xclang-linker", "-static-libgcc"]
            // Where the linker looks: the compiler's folder (gcc/<target>/<version>) and the system's (<target> or none).
            for (folder, archive, roots, depth) in [
                ("libstdc++", "libstdc++.a", ["/usr/lib/gcc"], 2),
                ("sqlite", "libsqlite3.a", ["/usr/lib", "/usr/lib64", "/usr/local/lib"], 1),
            ] where roots.contains(where: { has(archive, under: $0, depth: depth) }) {
                flags += ["-L", "\(Context.packageDirectory)/Linking/\(folder)"]
            }
            return flags
        #else
            return []
        #endif
    }

    /// Whether `folder` or a folder at most `depth` levels below it holds a file named `name`.
    private static func has(_ name: String, under folder: String, depth: Int) -> Bool {
        if FileManager.default.fileExists(atPath: folder + "/" + name) { return true }
        guard depth > 0, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        return entries.contains { has(name, under: folder + "/" + $0, depth: depth - 1) }
    }
}
