import ArgumentParser
import Foundation
import LifecycleTraceGenerator

/// Measures lifecycle-kb against the plain tools a user would otherwise reach for, side by side in
/// one run on the same files, and prints the ratios.
@main
struct BenchmarkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifecycle-kb-bench",
        abstract: "Benchmarks for lifecycle-kb, each a ratio to a baseline measured in the same run.",
        subcommands: [
            CheckBenchmark.self, ConsoleMessageBenchmark.self, ImportBenchmark.self, AskBenchmark.self, ScaleBenchmark.self,
            StoredTraceBenchmark.self, LintBenchmark.self,
        ]
    )
}

/// Options every benchmark shares.
struct BenchmarkOptions: ParsableArguments {
    @Option(help: "The lifecycle-kb binary to measure (build it with the README's first command).")
    var bin = ".build/release/lifecycle-kb"

    @Option(help: "Folder for generated traces and stores (default: a new temporary folder).")
    var workDir: String?

    @Option(help: "Runs per measurement; the fastest counts.")
    var repeats = 3

    func folder() throws -> URL {
        let url =
            workDir.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-kb-bench-\(getpid())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// `check` vs `grep -c viewDidAppear` on valid traces generated from the model, one row per log
/// shape and size, with peak RSS.
struct CheckBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check", abstract: "check vs grep -c per log shape, wall time and peak RSS.")

    @OptionGroup var options: BenchmarkOptions

    @Option(name: .customLong("events"), help: "Trace sizes in events (repeatable).")
    var sizes: [Int] = [1_000_000, 10_000_000]

    @Option(name: .customLong("shape"), help: "Log shapes to measure (repeatable; default: every shape).")
    var shapes: [String] = []

    @Flag(help: "Keep the generated traces in the work folder (to profile check on them).")
    var keepTraces = false

    func run() throws {
        let folder = try options.folder()
        let environment = ["LIFECYCLE_KB_DB": folder.appendingPathComponent("kb.sqlite").path, "NO_COLOR": "1"]
        _ = try MeasuredRun.run(options.bin, ["db", "status"], environment: environment)
        let chosen =
            try shapes.isEmpty
            ? LogShape.allCases
            : shapes.map { name in
                guard let shape = LogShape(rawValue: name) else { throw BenchmarkError("unknown shape \(name)") }
                return shape
            }
        print("| shape | events | lines | file MiB | grep -c s | check s | check / grep | events/s | peak RSS MiB | violations |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        var growth: [String] = []
        for shape in chosen {
            var rssBySize: [(Int, Int)] = []
            for size in sizes {
                let file = folder.appendingPathComponent("trace-\(shape.rawValue)-\(size).log")
                let lines = try ShapeTrace(events: size, shape: shape).write(to: file)
                let bytes = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0
                let runs = try MeasuredRun.best(
                    of: options.repeats,
                    [
                        .init(executable: "grep", arguments: ["-c", "viewDidAppear", file.path]),
                        .init(executable: options.bin, arguments: ["check", "--format", "json", file.path], environment: environment),
                    ])
                let (grep, check) = (runs[0], runs[1])
                guard check.status <= 1 else { throw BenchmarkError("check exited \(check.status) on \(file.path)") }
                let violations = check.output.components(separatedBy: "\"rule\"").count - 1
                rssBySize.append((size, check.peakRSSKiB))
                print(
                    String(
                        format: "| %@ | %d | %d | %.1f | %.3f | %.3f | %.2f× | %.0f | %.1f | %d |",
                        shape.rawValue, size, lines, Double(bytes) / 1_048_576, grep.seconds, check.seconds, check.seconds / grep.seconds,
                        Double(size) / check.seconds, Double(check.peakRSSKiB) / 1024, violations))
                if !keepTraces { try? FileManager.default.removeItem(at: file) }
            }
            if let first = rssBySize.first, let last = rssBySize.last, last.0 > first.0 {
                growth.append(String(format: "%@: %.2f×", shape.rawValue, Double(last.1) / Double(first.1)))
            }
        }
        if !growth.isEmpty, let first = sizes.first, let last = sizes.last {
            print("\npeak RSS at \(last) events / at \(first) events: " + growth.joined(separator: ", "))
        }
    }
}
