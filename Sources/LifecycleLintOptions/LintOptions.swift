import ArgumentParser
import Foundation
import LifecycleCheck
import LifecycleLint
import LifecycleModel

/// What one `lint` run is asked (paths, format, rule narrowing, stamp) and the run itself, given the
/// rules: shared by `lifecycle-kb-lint`, which reads them from the store, and the SwiftPM plugins'
/// tool, which reads them from `Data/`, so both lint, report and exit alike.
public struct LintOptions: ParsableArguments {
    @Argument(help: "Swift or Objective-C files or directories; - reads one Swift file from standard input.")
    public var paths: [String]

    @Option(name: .long, help: "Output format: text, json, markdown or sarif.")
    public var format: OutputFormat = .text

    @Option(name: .customLong("rule"), help: "Run only this rule (repeatable).")
    public var onlyRules: [String] = []

    @Option(name: .customLong("disable"), help: "Do not run this rule (repeatable).")
    public var disabledRules: [String] = []

    @Flag(name: .long, help: "Never colour the output (NO_COLOR is honoured too).")
    public var noColor = false

    @Option(
        name: .long,
        help:
            "After a run with no error-level finding, write this file (one comment line): a build system's output, so it lints again only when sources change."
    )
    public var stamp: String?

    public init() {}

    /// Runs `body`, turning a library error into the tool's one-line diagnostic and its exit code, as
    /// `lifecycle-kb`'s one catch does.
    public static func exitingOnFailure(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let exit as ExitCode {
            throw exit
        } catch {
            let diagnostics = Diagnostic.describing(error)
            writeError(TextReporter(colour: false, program: "lifecycle-kb").report(diagnostics))
            throw ExitCode(diagnostics.map(\.exitStatus).max() ?? ExitStatus.databaseOrIO)
        }
    }

    /// Lints the paths with the enabled `rules` (those with a lint part run), prints the report and
    /// throws the exit code when it is not 0; writes the stamp after a run without error.
    public func lint(rules: [RuleRecord], catalog: APICatalog) throws {
        let known = Set(rules.filter { $0.lint != nil }.map(\.id))
        if let unknown = (onlyRules + disabledRules).first(where: { !known.contains($0) }) {
            throw Self.failure("no rule with a lint part has the id '\(unknown)'", code: ExitStatus.usage)
        }
        let linter = Linter(rules: rules, catalog: catalog, only: Set(onlyRules), disabled: Set(disabledRules))
        var diagnostics: [Diagnostic] = []
        if paths == ["-"] {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            guard let text = String(data: data, encoding: .utf8) else {
                throw Self.failure("standard input is not UTF-8 text", code: ExitStatus.malformedInput)
            }
            diagnostics = linter.lint(source: text, file: "<stdin>")
        } else {
            let found = SourceFileWalker.files(in: paths)
            if let missing = found.missing.first {
                throw Self.failure("no such file or directory: \(missing)", code: ExitStatus.missingInput)
            }
            diagnostics = linter.lint(files: found.files)
        }
        let colour = !noColor && ProcessInfo.processInfo.environment["NO_COLOR"] == nil && isatty(STDOUT_FILENO) == 1
        let tool = ReportTool(name: "lifecycle-kb", rules: Dictionary(uniqueKeysWithValues: linter.rules.map { ($0.id, $0.summary) }))
        let reports = FileReport.grouping(diagnostics)
        FileHandle.standardOutput.write(Data(format.reporter(colour: colour, tool: tool).report(reports).utf8))
        // An unreadable file (65) outranks findings (1), as every diagnostic's own exit code says.
        if reports.exitStatus != ExitStatus.success { throw ExitCode(reports.exitStatus) }
        if let stamp {
            try Data("// lifecycle-kb lint: no error-level finding\n".utf8).write(to: URL(fileURLWithPath: stamp))
        }
    }

    /// Says what went wrong on stderr in the tool's one-line shape and gives the exit code to leave with.
    public static func failure(_ message: String, code: Int32) -> ExitCode {
        writeError("lifecycle-kb: error: \(message)\n")
        return ExitCode(code)
    }

    public static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

extension OutputFormat: ExpressibleByArgument {}
