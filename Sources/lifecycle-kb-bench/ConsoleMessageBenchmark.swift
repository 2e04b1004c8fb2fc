import ArgumentParser
import Foundation
import LifecycleTraceGenerator

/// `check` on a generated valid trace with one of UIKit's console messages after every `--every`
/// lines, against the same trace without them and `grep -c viewDidAppear` on the mixed file: what
/// matching the messages costs, above all in an app of many classes, where most lines miss the parse
/// cache and reach the message search.
struct ConsoleMessageBenchmark: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "messages", abstract: "check with UIKit's console messages mixed in vs without them, and vs grep -c.")

    @OptionGroup var options: BenchmarkOptions

    @Option(name: .customLong("events"), help: "Trace size in events.")
    var size = 1_000_000

    @Option(help: "Lines of the trace between two messages.")
    var every = 1000

    @Option(name: .customLong("shape"), help: "Log shapes to measure (repeatable).")
    var shapes: [String] = [LogShape.printSelfManyClasses.rawValue, LogShape.nslogPrettyFunction.rawValue]

    /// Messages as UIKit prints them, in the variants the vocabulary matches; `check` reports each as
    /// one finding, so the findings must equal the messages mixed in.
    static let messages = [
        "2024-03-05 10:12:01.482913+0100 Demo[812:31337] Unbalanced calls to begin/end appearance transitions for <Demo.MenuViewController: 0x7fa1c0d05e70>.",
        "2024-03-05 10:12:02.104377+0100 Demo[812:31337] [Presentation] Attempt to present <Demo.AlertViewController: 0x7fa1c0e01200> on <Demo.HomeViewController: 0x7fa1c0d04a10> (from <Demo.HomeViewController: 0x7fa1c0d04a10>) whose view is not in the window hierarchy.",
        "2024-03-05 10:12:03.559120+0100 Demo[812:31337] [ViewController] Calling -viewWillAppear: directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks instead. Make a symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the debugger. View controller: <Demo.PlayerViewController: 0x7fa1c0d07c30>",
        "2024-03-05 10:12:04.020871+0100 Demo[812:31337] nested push animation can result in corrupted navigation bar",
        "2024-03-05 10:12:04.031266+0100 Demo[812:31337] Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.",
    ]

    func run() throws {
        let folder = try options.folder()
        let environment = ["LIFECYCLE_KB_DB": folder.appendingPathComponent("kb.sqlite").path, "NO_COLOR": "1"]
        _ = try MeasuredRun.run(options.bin, ["db", "status"], environment: environment)
        print(
            "| shape | events | messages | grep -c s | check s, no messages | check s, with messages | with / without "
                + "| check / grep | findings |")
        print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for name in shapes {
            guard let shape = LogShape(rawValue: name) else { throw BenchmarkError("unknown shape \(name)") }
            let plain = folder.appendingPathComponent("messages-\(name)-plain.log")
            let mixed = folder.appendingPathComponent("messages-\(name)-mixed.log")
            _ = try ShapeTrace(events: size, shape: shape).write(to: plain)
            let mixedIn = try Self.mix(plain, into: mixed, every: every)
            let runs = try MeasuredRun.best(
                of: options.repeats,
                [
                    .init(executable: "grep", arguments: ["-c", "viewDidAppear", mixed.path]),
                    .init(executable: options.bin, arguments: ["check", "--format", "json", plain.path], environment: environment),
                    .init(executable: options.bin, arguments: ["check", "--format", "json", mixed.path], environment: environment),
                ])
            let (grep, without, with) = (runs[0], runs[1], runs[2])
            guard without.status <= 1, with.status <= 1 else { throw BenchmarkError("check exited \(without.status), \(with.status)") }
            let findings = with.output.components(separatedBy: "\"rule\"").count - 1
            print(
                String(
                    format: "| %@ | %d | %d | %.3f | %.3f | %.3f | %.2f× | %.2f× | %d |",
                    name, size, mixedIn, grep.seconds, without.seconds, with.seconds, with.seconds / without.seconds,
                    with.seconds / grep.seconds, findings))
            try? FileManager.default.removeItem(at: plain)
            try? FileManager.default.removeItem(at: mixed)
        }
    }

    /// Copies `source` to `destination` with one message after every `every` lines, the messages in
    /// turn; returns how many it wrote.
    static func mix(_ source: URL, into destination: URL, every: Int) throws -> Int {
        let data = try Data(contentsOf: source)
        var out = Data()
        out.reserveCapacity(data.count + data.count / max(1, every))
        var written = 0
        for (number, line) in data.split(separator: 10).enumerated() {
            out.append(line)
            out.append(10)
            if (number + 1) % every == 0 {
                out.append(contentsOf: messages[written % messages.count].utf8)
                out.append(10)
                written += 1
            }
        }
        try out.write(to: destination)
        return written
    }
}
