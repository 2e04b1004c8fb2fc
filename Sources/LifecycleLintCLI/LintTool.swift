import ArgumentParser
import Foundation
import LifecycleKB
import LifecycleLint
import LifecycleModel

/// `lifecycle-kb lint PATH... | -`: the static parts of the rules on Swift source, before anything runs.
/// It is its own executable, `lifecycle-kb-lint`, because it alone needs swift-syntax: the main binary
/// then builds in minutes and runs this one for `lifecycle-kb lint`.
@main
struct LintTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifecycle-kb lint",
        abstract: "Check Swift source for lifecycle mistakes (containment, appearance forwarding, super calls).",
        discussion: """
            Walks directories for .swift files (skipping .build, Pods, Carthage, DerivedData and hidden folders).
            As an Xcode build phase: lifecycle-kb lint "$SRCROOT". Silence one place with
            // lifecycle-kb:disable rule.id (this line) or // lifecycle-kb:disable-next-line rule.id.
            Exit 0 with no error-level finding, 1 with any, 64 for usage errors, 65 for a file that is not
            UTF-8 text, 66 for a missing path, 74 when the built-in rules cannot be read.
            """
    )

    /// Usage errors read like every other `lifecycle-kb: error: …` line.
    static var _errorPrefix: String { "lifecycle-kb: error: " }

    @Argument(help: "Swift files or directories; - reads one file from standard input.")
    var paths: [String]

    @Option(name: .long, help: "Output format: text, json, markdown or sarif.")
    var format: OutputFormat = .text

    @Option(name: .customLong("rule"), help: "Run only this rule (repeatable).")
    var onlyRules: [String] = []

    @Option(name: .customLong("disable"), help: "Do not run this rule (repeatable).")
    var disabledRules: [String] = []

    @Flag(name: .long, help: "Never colour the output (NO_COLOR is honoured too).")
    var noColor = false

    func run() throws {
        let bundle: KnowledgeBundle
        do {
            bundle = try KnowledgeLoader.builtIn()
        } catch {
            throw Self.failure("the built-in rules cannot be read: \(error)", code: 74)
        }
        let known = Set(bundle.rules.filter { $0.lint != nil }.map(\.id))
        if let unknown = (onlyRules + disabledRules).first(where: { !known.contains($0) }) {
            throw Self.failure("no rule with a lint part has the id '\(unknown)'", code: ExitCode.validationFailure.rawValue)
        }
        let linter = Linter(rules: bundle.rules, catalog: bundle.knowledge.catalog, only: Set(onlyRules), disabled: Set(disabledRules))
        var diagnostics: [Diagnostic] = []
        if paths == ["-"] {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            guard let text = String(data: data, encoding: .utf8) else {
                throw Self.failure("standard input is not UTF-8 text", code: 65)
            }
            diagnostics = linter.lint(source: text, file: "<stdin>")
        } else {
            let found = SwiftFileWalker.files(in: paths)
            if let missing = found.missing.first {
                throw Self.failure("no such file or directory: \(missing)", code: 66)
            }
            diagnostics = linter.lint(files: found.files)
        }
        let colour = !noColor && ProcessInfo.processInfo.environment["NO_COLOR"] == nil && isatty(STDOUT_FILENO) == 1
        let tool = ReportTool(name: "lifecycle-kb", rules: Dictionary(uniqueKeysWithValues: linter.rules.map { ($0.id, $0.summary) }))
        FileHandle.standardOutput.write(Data(format.reporter(colour: colour, tool: tool).report(diagnostics).utf8))
        if diagnostics.contains(where: { $0.category == "unreadable" }) { throw ExitCode(65) }
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }

    /// Says what went wrong on stderr in the tool's one-line shape and gives the exit code to leave with.
    private static func failure(_ message: String, code: Int32) -> ExitCode {
        FileHandle.standardError.write(Data("lifecycle-kb: error: \(message)\n".utf8))
        return ExitCode(code)
    }
}

extension OutputFormat: ExpressibleByArgument {}
