import ArgumentParser
import Foundation
import LifecycleKB
import LifecycleLint
import LifecycleModel

/// `lint PATH... | -`: the static parts of the rules on Swift source, before anything runs.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check Swift source for lifecycle mistakes (containment, appearance forwarding, super calls).",
        discussion: """
            Walks directories for .swift files (skipping .build, Pods, Carthage, DerivedData and hidden folders).
            Runs the store's enabled rules that have a lint part, team rules included (rules import, rules disable).
            As an Xcode build phase: lifecycle-kb lint "$SRCROOT". Silence one place with
            // lifecycle-kb:disable rule.id (this line) or // lifecycle-kb:disable-next-line rule.id.
            Exit 0 with no error-level finding, 1 with any, 64 for usage errors, 65 for a file that is not
            UTF-8 text, 66 for a missing path.
            """
    )

    @Argument(help: "Swift files or directories; - reads one file from standard input.")
    var paths: [String]

    @Option(name: .long, help: "Output format: text, json, markdown or sarif.")
    var format: ReportFormat = .text

    @Option(name: .customLong("rule"), help: "Run only this rule (repeatable).")
    var onlyRules: [String] = []

    @Option(name: .customLong("disable"), help: "Do not run this rule (repeatable).")
    var disabledRules: [String] = []

    @Flag(name: .long, help: "Never colour the output (NO_COLOR is honoured too).")
    var noColor = false

    @OptionGroup var store: StoreOptions

    func run() throws {
        // The store's enabled rules, built-in and team (`rules import`), as `check` runs them.
        let rules = try CommandFailure.guarding { try StoreOptions.open(store.db).rules() }.filter(\.enabled).map(\.rule)
        let catalog = try StoreOptions.knowledge(store.db).catalog
        let known = Set(rules.filter { $0.lint != nil }.map(\.id))
        if let unknown = (onlyRules + disabledRules).first(where: { !known.contains($0) }) {
            CommandFailure.report("no rule with a lint part has the id '\(unknown)'")
            throw ExitCode.validationFailure
        }
        let linter = Linter(rules: rules, catalog: catalog, only: Set(onlyRules), disabled: Set(disabledRules))
        var diagnostics: [Diagnostic] = []
        if paths == ["-"] {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            guard let text = String(data: data, encoding: .utf8) else {
                CommandFailure.report("standard input is not UTF-8 text")
                throw ExitCode(CommandFailure.malformedInput)
            }
            diagnostics = linter.lint(source: text, file: "<stdin>")
        } else {
            let found = SwiftFileWalker.files(in: paths)
            if let missing = found.missing.first {
                CommandFailure.report("no such file or directory: \(missing)")
                throw ExitCode(CommandFailure.missingInput)
            }
            diagnostics = linter.lint(files: found.files)
        }
        let colour = !noColor && ProcessInfo.processInfo.environment["NO_COLOR"] == nil && Terminal.isTerminal(.standardOutput)
        let tool = ReportTool(name: "lifecycle-kb", rules: Dictionary(uniqueKeysWithValues: linter.rules.map { ($0.id, $0.summary) }))
        Terminal.write(format.reporter(colour: colour, tool: tool).report(diagnostics))
        if diagnostics.contains(where: { $0.category == "unreadable" }) { throw ExitCode(CommandFailure.malformedInput) }
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(CommandFailure.answerNotFound) }
    }
}

extension ReportFormat: ExpressibleByArgument {}
