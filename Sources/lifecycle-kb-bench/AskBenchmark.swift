import ArgumentParser
import Foundation

/// `ask` as a cold process vs the `sqlite3` CLI running the equivalent lookup on the same store,
/// with the cold times of `api`, `search` and `check` (a small file), which share its start-up.
struct AskBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ask", abstract: "ask cold-process time vs sqlite3 running an equivalent query on the same store.")

    @OptionGroup var options: BenchmarkOptions

    /// Thirty rounds take about two seconds: ten (0.6 s) could fall inside one burst of load on a
    /// two-core VM, which moved the median by a tenth.
    @Option(help: "Runs per measurement; the median and the fastest are reported.")
    var runs = 30

    /// The fact lookup `ask` does for this question, written by hand as one SQL query.
    static let question = "what fires when addChild(_:) is called"
    static let query = """
        SELECT e.position, a.class, a.selector, a.swift_name, e.receiver, e.timing FROM api_alias al
        JOIN fact f ON f.trigger_api = al.api_id JOIN fact_effect e ON e.fact_id = f.id JOIN api a ON a.id = e.api_id
        WHERE al.alias = 'addchild' AND NOT EXISTS (SELECT 1 FROM fact_context c WHERE c.fact_id = f.id) ORDER BY e.role, e.position
        """

    /// A small trace for `check`: one controller appearing and disappearing.
    static let smallTrace = "viewDidLoad\nviewWillAppear:\nviewDidAppear:\nviewWillDisappear:\nviewDidDisappear:\n"

    func run() throws {
        let folder = try options.folder()
        let store = folder.appendingPathComponent("ask.sqlite").path
        let trace = folder.appendingPathComponent("small.log")
        try Self.smallTrace.write(to: trace, atomically: true, encoding: .utf8)
        let environment = ["LIFECYCLE_KB_DB": store, "NO_COLOR": "1"]
        _ = try MeasuredRun.run(options.bin, ["db", "status"], environment: environment)
        let commands: [(label: String, executable: String, arguments: [String], environment: [String: String])] = [
            ("`sqlite3 kb.sqlite <the same lookup>`", "sqlite3", [store, Self.query], [:]),
            ("`lifecycle-kb ask \"\(Self.question)\"`", options.bin, ["ask", "--format", "json", Self.question], environment),
            (
                "`lifecycle-kb ask \"when is viewWillAppear: called\"`", options.bin,
                ["ask", "--format", "json", "when is viewWillAppear: called"], environment
            ),
            ("`lifecycle-kb api addChild`", options.bin, ["api", "addChild"], environment),
            ("`lifecycle-kb search appearance`", options.bin, ["search", "appearance"], environment),
            ("`lifecycle-kb check small.log` (5 lines)", options.bin, ["check", trace.path], environment),
        ]
        // Interleaved rounds, so a burst of load on the machine falls on every command alike.
        var times = [[Double]](repeating: [], count: commands.count)
        for _ in 0..<runs {
            for (index, command) in commands.enumerated() {
                let measured = try MeasuredRun.run(command.executable, command.arguments, environment: command.environment)
                guard measured.status == 0 else { throw BenchmarkError("\(command.label) exited \(measured.status)") }
                times[index].append(measured.seconds)
            }
        }
        let baseline = median(times[0])
        print("| command | median of \(runs), ms | fastest, ms | median / sqlite3 |")
        print("| --- | ---: | ---: | ---: |")
        for (index, command) in commands.enumerated() {
            let middle = median(times[index])
            print(
                String(
                    format: "| %@ | %.1f | %.1f | %.1f× |", command.label, middle * 1000, (times[index].min() ?? 0) * 1000,
                    middle / baseline))
        }
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
