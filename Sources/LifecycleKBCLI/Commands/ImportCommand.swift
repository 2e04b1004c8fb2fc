import ArgumentParser
import Foundation
import LifecycleCLISupport
import LifecycleCheck
import LifecycleKB
import LifecycleModel

/// `import FILE... | -`: stores traces with their events and verdicts, all or nothing.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import recorded traces into the store (one transaction; re-importing the same content is a no-op).",
        discussion: "Exit 65 for an undecodable or (with --strict) unrecognised line, 66 for a missing file; either way nothing is stored."
    )

    @OptionGroup var options: GlobalOptions<RecordFormats>

    @Argument(help: "Trace files; - reads standard input.", completion: .file())
    var files: [String]

    @Option(help: "A name for the trace (default: the file name).")
    var name: String?

    @Option(help: "What the trace shows.")
    var description: String?

    @Option(name: .customLong("tag"), help: "A tag (repeatable).")
    var tags: [String] = []

    @Option(help: "The iOS version it was recorded on.")
    var ios: String?

    @Option(help: "The device it was recorded on.")
    var device: String?

    @Flag(help: "Treat a line that is not a trace event as an error.")
    var strict = false

    func run() throws {
        let store = try options.openStore(for: .write)
        let imports = files.map { file in
            TraceImport(
                input: file == "-" ? .descriptor(STDIN_FILENO, name: "<stdin>") : .file(file),
                name: name, description: description, tags: tags, ios: ios, device: device)
        }
        let results = try store.importTraces(imports, strict: strict)
        switch options.format {
        case .json: JSONOutput.print(results)
        case .text: Terminal.write(results.map { "\($0.file): \(outcome($0))\n" }.joined())
        case .markdown:
            Terminal.write(
                MarkdownTable.render(
                    header: ["file", "trace", "status", "events", "errors", "warnings"],
                    rows: results.map {
                        ["\($0.file)", "\($0.traceID)", $0.status.rawValue, "\($0.events)", "\($0.errors)", "\($0.warnings)"]
                    }))
        }
    }

    private func outcome(_ result: TraceImportResult) -> String {
        switch result.status {
        case .imported:
            "imported as trace \(result.traceID): \(Count.of(result.events, "event")), \(Count.of(result.errors, "error")), \(Count.of(result.warnings, "warning"))"
        case .alreadyImported where !result.addedTags.isEmpty:
            "already imported as trace \(result.traceID); added tags \(result.addedTags.joined(separator: ", "))"
        case .alreadyImported:
            "already imported as trace \(result.traceID); nothing stored"
        }
    }
}
