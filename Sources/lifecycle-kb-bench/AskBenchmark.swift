import ArgumentParser
import Foundation

/// `ask` as a cold process vs the `sqlite3` CLI running the equivalent lookup on the same store.
struct AskBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ask", abstract: "ask cold-process time vs sqlite3 running an equivalent query on the same store.")

    @OptionGroup var options: BenchmarkOptions

    @Option(help: "Runs per measurement; the fastest counts.")
    var runs = 20

    /// The fact lookup `ask` does for this question, written by hand as one SQL query.
    static let question = "what fires when addChild(_:) is called"
    static let query = """
        SELECT e.position, a.class, a.selector, a.swift_name, e.receiver, e.timing FROM api_alias al
        JOIN fact f ON f.trigger_api = al.api_id JOIN fact_effect e ON e.fact_id = f.id JOIN api a ON a.id = e.api_id
        WHERE al.alias = 'addchild' AND NOT EXISTS (SELECT 1 FROM fact_context c WHERE c.fact_id = f.id) ORDER BY e.role, e.position
        """

    func run() throws {
        let store = try options.folder().appendingPathComponent("ask.sqlite").path
        let environment = ["LIFECYCLE_KB_DB": store]
        _ = try MeasuredRun.run(options.bin, ["db", "status"], environment: environment)
        let ask = try MeasuredRun.best(of: runs, options.bin, ["ask", "--format", "json", Self.question], environment: environment)
        let sqlite = try MeasuredRun.best(of: runs, "sqlite3", [store, Self.query])
        guard ask.status == 0, sqlite.status == 0 else { throw BenchmarkError("ask exited \(ask.status), sqlite3 \(sqlite.status)") }
        print("| command | best of \(runs), ms | ratio |")
        print("| --- | ---: | ---: |")
        print(String(format: "| `lifecycle-kb ask \"%@\"` | %.1f | %.1f× |", Self.question, ask.seconds * 1000, ask.seconds / sqlite.seconds))
        print(String(format: "| `sqlite3 kb.sqlite <the same lookup>` | %.1f | 1.0× |", sqlite.seconds * 1000))
    }
}
