import ArgumentParser
import Foundation
import LifecycleCLISupport
import LifecycleCheck
import LifecycleKB
import LifecycleModel

/// `check FILE... | -`: verifies recorded traces against the stored rules.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check recorded lifecycle traces against the stored rules.",
        discussion:
            "Each file is checked and reported on its own. Exit 0 with no error-level violation, 1 with any, 65 for (with --strict) an undecodable or unrecognised line, 66 for a missing file: the worst over all files. Without --strict a line with an invalid UTF-8 byte is skipped and reported as a warning. --explain also tells what happened: the scenarios the log shows (push, pop, present, tab switch…) with their lines, where it departs from UIKit's recorded order, and the lines it cannot place."
    )

    @OptionGroup var options: GlobalOptions<DiagnosticFormats>

    @Argument(help: "Trace files; - reads standard input.", completion: .file())
    var files: [String]

    @Flag(help: "Treat a line that is not a trace event, or holds an invalid UTF-8 byte, as an error.")
    var strict = false

    @Flag(
        help:
            "The log records every lifecycle callback of the objects it mentions: a missing callback is reported even where the log never shows that callback."
    )
    var complete = false

    @Option(name: .customLong("rule"), help: "Run only this rule (repeatable).", completion: IDCompletion.rules)
    var onlyRules: [String] = []

    @Option(name: .customLong("disable"), help: "Do not run this rule (repeatable).", completion: IDCompletion.rules)
    var disabledRules: [String] = []

    @Flag(
        help:
            "Explain the log: the scenarios it recognizes from the stored orders and recorded scenarios with their lines, where it departs from UIKit's recorded order, and the lines it cannot place (text, json, or markdown with a Mermaid diagram)."
    )
    var explain = false

    func validate() throws {
        if explain { try options.requestedFormat.require(among: .records, for: "check --explain") }
    }

    func run() throws {
        if explain {
            try ExplainRendering.explain(files, format: options.requestedFormat, db: options.store.db)
            return
        }
        try Self.check(
            files, strict: strict, complete: complete, onlyRules: onlyRules, disabledRules: disabledRules, format: options.requestedFormat,
            colour: options.useColor(on: .standardOutput), db: options.store.db)
    }

    /// Checks and reports the files; the body of `run()`, shared with `FastPath`.
    static func check(
        _ files: [String], strict: Bool, complete: Bool, onlyRules: [String], disabledRules: [String], format: OutputFormat, colour: Bool,
        db: String?
    ) throws {
        let engine = try StoreOptions.ruleEngine(db)
        let checkOptions = CheckOptions(
            only: onlyRules.isEmpty ? nil : Set(onlyRules), disabled: Set(disabledRules), strict: strict, skipsUndecodableLines: true,
            complete: complete)
        if let unknown = engine.unknownRuleIDs(in: checkOptions).first {
            throw UnknownName.fail("rule", unknown, among: engine.rules.map(\.id), listedBy: "rules", status: ExitStatus.usage)
        }
        // Every readable file is checked and reported; one that cannot be read is an error for that
        // file only, said on stderr, and the exit code is the worst of all.
        var reports: [FileReport] = []
        var worst = ExitStatus.success
        for file in files {
            do {
                reports.append(try TraceInput.check(file, with: engine, options: checkOptions).fileReport)
            } catch {
                worst = max(worst, CommandFailure.report(error))
            }
        }
        guard !reports.isEmpty else { throw ExitCode(worst) }
        Terminal.write(format.checkReporter(colour: colour).report(reports), styled: colour)
        worst = max(worst, reports.exitStatus)
        if worst != ExitStatus.success { throw ExitCode(worst) }
    }
}

/// Reading a trace argument: a file, or standard input for `-`; a missing file is a `TraceInputError`.
enum TraceInput {
    static func check(_ file: String, with engine: RuleEngine, options: CheckOptions) throws -> CheckReport {
        // Standard input is streamed like a file, never gathered in memory.
        if file == "-" { return try engine.check(fileAt: "/dev/stdin", name: "<stdin>", options: options) }
        try TraceInputError.requireReadable(file)
        return try engine.check(fileAt: file, options: options)
    }
}
