import ArgumentParser
import Foundation

/// `ask` and `traces list` on a store holding many imported events vs on an empty store: stored
/// traces must not slow the everyday commands down.
struct ScaleBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scale", abstract: "ask and traces list with many stored events vs an empty store.")

    @OptionGroup var options: BenchmarkOptions

    @Option(help: "Events stored before measuring.")
    var events = 10_000_000

    @Option(help: "Events per imported trace.")
    var perTrace = 1_000_000

    @Option(help: "Runs per measurement; the fastest counts.")
    var runs = 10

    func run() throws {
        let folder = try options.folder()
        let empty = ["LIFECYCLE_KB_DB": folder.appendingPathComponent("empty.sqlite").path]
        let full = ["LIFECYCLE_KB_DB": folder.appendingPathComponent("full.sqlite").path]
        _ = try MeasuredRun.run(options.bin, ["db", "status"], environment: empty)
        for index in 0..<max(1, events / perTrace) {
            let trace = folder.appendingPathComponent("scale-\(index).log")
            _ = try SyntheticTrace(events: perTrace, objects: 2_000, violationEvery: 10_000, seed: index).write(to: trace)
            let imported = try MeasuredRun.run(options.bin, ["import", trace.path], environment: full)
            guard imported.status == 0 else { throw BenchmarkError("import exited \(imported.status)") }
            try FileManager.default.removeItem(at: trace)
        }
        print("| command | empty store, ms | \(events) stored events, ms | ratio |")
        print("| --- | ---: | ---: | ---: |")
        for arguments in [["ask", "--format", "json", AskBenchmark.question], ["traces", "list", "--format", "json"]] {
            let measured = try MeasuredRun.best(
                of: runs,
                [
                    .init(executable: options.bin, arguments: arguments, environment: empty),
                    .init(executable: options.bin, arguments: arguments, environment: full),
                ])
            let (before, after) = (measured[0], measured[1])
            print(
                String(
                    format: "| `lifecycle-kb %@` | %.1f | %.1f | %.2f× |", arguments.joined(separator: " "),
                    before.seconds * 1000, after.seconds * 1000, after.seconds / before.seconds))
        }
    }
}
