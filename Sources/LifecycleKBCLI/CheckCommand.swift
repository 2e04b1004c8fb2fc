import ArgumentParser
import Foundation
import LifecycleCheck
import LifecycleKB

/// `check FILE... | -`: verifies recorded traces against the stored rules.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check recorded lifecycle traces against the stored rules.",
        discussion: "Exit 0 with no error-level violation, 1 with any, 65 for undecodable or (with --strict) unrecognised lines, 66 for a missing file."
    )

    @OptionGroup var options: GlobalOptions

    @Argument(help: "Trace files; - reads standard input.")
    var files: [String]

    @Flag(help: "Treat a line that is not a trace event as an error.")
    var strict = false

    @Option(name: .customLong("rule"), help: "Run only this rule (repeatable).")
    var onlyRules: [String] = []

    @Option(name: .customLong("disable"), help: "Do not run this rule (repeatable).")
    var disabledRules: [String] = []

    func run() throws {
        let store = try options.openStore()
        let engine = try CommandFailure.guarding { try store.ruleEngine() }
        let checkOptions = CheckOptions(only: onlyRules.isEmpty ? nil : Set(onlyRules), disabled: Set(disabledRules), strict: strict)
        if let unknown = engine.unknownRuleIDs(in: checkOptions).first {
            CommandFailure.report("no rule has the id '\(unknown)'")
            throw ExitCode.validationFailure
        }
        var reports: [CheckReport] = []
        for file in files {
            reports.append(try TraceInput.check(file, with: engine, options: checkOptions))
        }
        switch options.format {
        case .json:
            if reports.count == 1 { JSONOutput.print(reports[0]) } else { JSONOutput.print(reports) }
        case .text:
            Terminal.write(DiagnosticPrinter(color: options.useColor(on: .standardOutput)).render(reports))
        case .markdown:
            Terminal.write(CheckMarkdown.render(reports))
        }
        if reports.contains(where: { $0.violations.contains { $0.severity == .error } }) {
            throw ExitCode(CommandFailure.answerNotFound)
        }
    }
}

/// Reading a trace argument: a file, or standard input for `-`, with the tool's exit codes for trouble.
enum TraceInput {
    static func check(_ file: String, with engine: RuleEngine, options: CheckOptions) throws -> CheckReport {
        try CommandFailure.guarding {
            if file == "-" {
                return try engine.check(bytes: Array(FileHandle.standardInput.readDataToEndOfFile()), file: "<stdin>", options: options)
            }
            try TraceInputError.requireReadable(file)
            return try engine.check(fileAt: file, options: options)
        }
    }
}
