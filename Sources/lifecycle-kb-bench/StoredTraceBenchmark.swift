import ArgumentParser
import Foundation

/// `traces check|show|export` of an imported trace vs `check` of the same file: stored traces must
/// be re-checked, shown and exported in flat memory (peak RSS within 1.5× of `check`) and within 3×
/// of its time.
struct StoredTraceBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stored", abstract: "traces check/show/export of a stored trace vs check of its file: time and peak RSS.")

    @OptionGroup var options: BenchmarkOptions

    @Option(name: .customLong("events"), help: "Trace sizes in events (repeatable).")
    var sizes: [Int] = [1_000_000, 3_000_000]

    func run() throws {
        let folder = try options.folder()
        print("| events | command | s | peak RSS MiB | time / check | RSS / check |")
        print("| ---: | --- | ---: | ---: | ---: | ---: |")
        for size in sizes {
            let file = folder.appendingPathComponent("stored-\(size).log")
            _ = try SyntheticTrace(events: size, objects: 2_000, violationEvery: 10_000, seed: size).write(to: file)
            let environment = ["LIFECYCLE_KB_DB": folder.appendingPathComponent("stored-\(size).sqlite").path, "NO_COLOR": "1"]
            let imported = try MeasuredRun.run(options.bin, ["import", "--format", "json", file.path], environment: environment)
            guard imported.status == 0, let id = Self.traceID(imported.output) else {
                throw BenchmarkError("import exited \(imported.status)")
            }
            let commands: [(String, [String])] = [
                ("check FILE", ["check", "--format", "json", file.path]),
                ("traces check ID", ["traces", "check", "--format", "json", id]),
                ("traces show ID", ["traces", "show", id]),
                ("traces export ID", ["traces", "export", "--as", "mermaid", id]),
            ]
            let runs = try MeasuredRun.best(
                of: options.repeats,
                commands.map { .init(executable: options.bin, arguments: $0.1, environment: environment, discardOutput: true) })
            let check = runs[0]
            for ((name, _), run) in zip(commands, runs) {
                guard run.status <= 1 else { throw BenchmarkError("\(name) exited \(run.status)") }
                print(
                    String(
                        format: "| %d | `%@` | %.3f | %.1f | %.2f× | %.2f× |", size, name, run.seconds, Double(run.peakRSSKiB) / 1024,
                        run.seconds / check.seconds, Double(run.peakRSSKiB) / Double(check.peakRSSKiB)))
            }
            try FileManager.default.removeItem(at: file)
        }
    }

    /// The trace id in `import --format json` output.
    private static func traceID(_ json: String) -> String? {
        guard let data = json.data(using: .utf8),
            let results = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]],
            let id = results.first?["trace_id"] as? Int
        else { return nil }
        return String(id)
    }
}
