import ArgumentParser
import Foundation
import LifecycleKB
import LifecycleLint
import LifecycleModel

/// `lifecycle-kb lint PATH... | -`: the static parts of the rules on Swift and Objective-C source, before anything runs.
/// It is its own executable, `lifecycle-kb-lint`, because it alone needs swift-syntax: the main binary
/// then builds in minutes and runs this one for `lifecycle-kb lint`.
@main
struct LintTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifecycle-kb lint",
        abstract: "Check Swift and Objective-C source for lifecycle mistakes (containment, appearance forwarding, super calls).",
        discussion: """
            Walks directories for .swift, .m and .mm files, and .h for the classes they declare (skipping .build,
            Pods, Carthage, DerivedData and hidden folders); the files of one run are read together, so a class
            declared in one is known in all. A finding is an error only when the files prove it.
            Runs the store's enabled rules that have a lint part, team rules included (rules import, rules disable).
            As an Xcode build phase: lifecycle-kb lint "$SRCROOT". Silence one place with
            // lifecycle-kb:disable rule.id (this line) or // lifecycle-kb:disable-next-line rule.id.
            Exit 0 with no error-level finding, 1 with any, 64 for usage errors, 65 for a file that is not
            UTF-8 text, 66 for a missing path, 74 when the store cannot be read.
            """
    )

    /// Usage errors read like every other `lifecycle-kb: error: …` line.
    static var _errorPrefix: String { "lifecycle-kb: error: " }

    @Argument(help: "Swift or Objective-C files or directories; - reads one Swift file from standard input.")
    var paths: [String]

    @Option(name: .long, help: "Output format: text, json, markdown or sarif.")
    var format: OutputFormat = .text

    @Option(name: .customLong("rule"), help: "Run only this rule (repeatable).")
    var onlyRules: [String] = []

    @Option(name: .customLong("disable"), help: "Do not run this rule (repeatable).")
    var disabledRules: [String] = []

    @Flag(name: .long, help: "Never colour the output (NO_COLOR is honoured too).")
    var noColor = false

    @Option(name: .long, help: "The store whose rules run (default: $LIFECYCLE_KB_DB, else $XDG_DATA_HOME/lifecycle-kb/kb.sqlite).")
    var db: String?

    @Option(
        name: .long,
        help:
            "After a run with no error-level finding, write this file (one comment line): a build system's output, so it lints again only when sources change."
    )
    var stamp: String?

    func validate() throws {
        if let db, db.isEmpty { throw ValidationError("--db needs a path; leave it out to use the default store") }
    }

    func run() throws {
        do {
            try lint()
        } catch let exit as ExitCode {
            throw exit
        } catch {
            // Library errors say themselves as diagnostics, as in `lifecycle-kb`'s one catch.
            let diagnostics = Diagnostic.describing(error)
            Self.writeError(TextReporter(colour: false, program: "lifecycle-kb").report(diagnostics))
            throw ExitCode(diagnostics.map(\.exitStatus).max() ?? ExitStatus.databaseOrIO)
        }
    }

    /// The store's enabled rules, built-in and team (`rules import`), run on the paths as `check` runs them on traces.
    private func lint() throws {
        let location = StoreLocation.choose(explicit: db)
        let store = try KnowledgeStore(path: location.path, createsFolder: location.isDefault)
        for note in store.notes { Self.writeError("lifecycle-kb: note: \(note)\n") }
        let rules = try store.rules().filter(\.enabled).map(\.rule)
        let catalog = try store.currentKnowledge().catalog
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
    private static func failure(_ message: String, code: Int32) -> ExitCode {
        writeError("lifecycle-kb: error: \(message)\n")
        return ExitCode(code)
    }

    private static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

extension OutputFormat: ExpressibleByArgument {}
