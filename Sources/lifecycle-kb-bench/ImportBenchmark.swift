import ArgumentParser
import Foundation

/// `import` vs `sqlite3 .import` of the same events as CSV into a table of the same shape.
struct ImportBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "import", abstract: "import vs sqlite3 .import, events per second.")

    @OptionGroup var options: BenchmarkOptions

    @Option(help: "Trace size in events.")
    var events = 1_000_000

    @Option(help: "Controllers living at once in the generated trace.")
    var objects = 2_000

    func run() throws {
        let folder = try options.folder()
        let trace = folder.appendingPathComponent("import-\(events).log")
        _ = try SyntheticTrace(events: events, objects: objects, violationEvery: 10_000).write(to: trace)
        var importRuns: [MeasuredRun] = []
        var store = ""
        for attempt in 0..<options.repeats {
            store = folder.appendingPathComponent("import-\(attempt).sqlite").path
            try? FileManager.default.removeItem(atPath: store)
            let environment = ["LIFECYCLE_KB_DB": store]
            _ = try MeasuredRun.run(options.bin, ["db", "status"], environment: environment)
            let run = try MeasuredRun.run(options.bin, ["import", "--format", "json", trace.path], environment: environment)
            guard run.status == 0 else { throw BenchmarkError("import exited \(run.status)") }
            importRuns.append(run)
        }
        let csv = folder.appendingPathComponent("events.csv").path
        let schema = try MeasuredRun.run("sqlite3", [store, ".schema trace_event"]).output
        let export = try MeasuredRun.run("sqlite3", [store, ".mode csv", ".output \(csv)", "SELECT * FROM trace_event"])
        guard export.status == 0 else { throw BenchmarkError("could not write the CSV") }
        var sqliteRuns: [MeasuredRun] = []
        for attempt in 0..<options.repeats {
            let target = folder.appendingPathComponent("sqlite3-\(attempt).sqlite").path
            try? FileManager.default.removeItem(atPath: target)
            _ = try MeasuredRun.run("sqlite3", [target, "PRAGMA journal_mode=WAL", schema])
            let run = try MeasuredRun.run("sqlite3", [target, ".import --csv \(csv) trace_event"])
            guard run.status == 0 else { throw BenchmarkError("sqlite3 .import exited \(run.status)") }
            sqliteRuns.append(run)
        }
        let ours = importRuns.min { $0.seconds < $1.seconds }!
        let theirs = sqliteRuns.min { $0.seconds < $1.seconds }!
        print("| events | lifecycle-kb import s | events/s | sqlite3 .import (CSV) s | events/s | import / sqlite3 speed |")
        print("| ---: | ---: | ---: | ---: | ---: | ---: |")
        print(
            String(
                format: "| %d | %.3f | %.0f | %.3f | %.0f | %.2f× |", events, ours.seconds, Double(events) / ours.seconds,
                theirs.seconds, Double(events) / theirs.seconds, theirs.seconds / ours.seconds))
    }
}
