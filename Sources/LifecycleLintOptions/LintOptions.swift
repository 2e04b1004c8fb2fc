import ArgumentParser
import Foundation
import LifecycleCLISupport
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
    public var format = FormatChoice<DiagnosticFormats>(.text)

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

    /// Lints the paths with the enabled `rules` (those with a lint part run), prints the report and
    /// throws the exit code when it is not 0; writes the stamp after a run without error.
    public func lint(rules: [RuleRecord], catalog: APICatalog) throws {
        let known = rules.filter { $0.lint != nil }.map(\.id)
        let selection = CheckOptions(only: onlyRules.isEmpty ? nil : Set(onlyRules), disabled: Set(disabledRules))
        if let unknown = selection.unknownRuleIDs(among: known).first {
            throw UnknownName.fail("lint rule", unknown, among: known, listedBy: "rules", status: ExitStatus.usage)
        }
        let linter = Linter(rules: rules, catalog: catalog, selection: selection)
        var diagnostics: [Diagnostic] = []
        if paths == ["-"] {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            guard let text = String(data: data, encoding: .utf8) else {
                throw CommandFailure.refusal("standard input is not UTF-8 text", status: ExitStatus.malformedInput)
            }
            diagnostics = linter.lint(source: text, file: "<stdin>")
        } else {
            let found = SourceFileWalker.files(in: paths)
            if let missing = found.missing.first {
                throw CommandFailure.refusal("no such file or directory: \(missing)", status: ExitStatus.missingInput)
            }
            diagnostics = linter.lint(files: found.files)
        }
        let colour = Terminal.useColor(on: .standardOutput, noColor: noColor)
        let tool = ReportTool(name: "lifecycle-kb", rules: Dictionary(uniqueKeysWithValues: linter.rules.map { ($0.id, $0.summary) }))
        let reports = FileReport.grouping(diagnostics)
        Terminal.write(format.format.reporter(colour: colour, tool: tool).report(reports), styled: colour)
        // An unreadable file (65) outranks findings (1), as every diagnostic's own exit code says.
        if reports.exitStatus != ExitStatus.success { throw ExitCode(reports.exitStatus) }
        if let stamp {
            try Data("// lifecycle-kb lint: no error-level finding\n".utf8).write(to: URL(fileURLWithPath: stamp))
        }
    }
}
