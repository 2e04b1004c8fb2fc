import ArgumentParser
import Foundation
import LifecycleCLISupport
import LifecycleKB
import LifecycleModel

/// `sql`: one read-only query against the store, its rows streamed as text, JSON or a Markdown
/// table, up to a row cap and a time limit.
struct SQLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sql",
        abstract: "Run one read-only SQL query (writes, ATTACH, PRAGMA assignments are refused).",
        discussion:
            "Rows are printed as SQLite finds them. The query stops, keeping what it printed, after --max-rows rows or --time-limit seconds, with a note on stderr. Exit 65 for a statement refused or not understood, 74 for a store that cannot be read."
    )

    @OptionGroup var options: GlobalOptions<RecordFormats>

    @Option(help: "Print at most this many rows.")
    var maxRows = QueryLimits.standard.maxRows

    @Option(help: "Stop the query after this many seconds.")
    var timeLimit = QueryLimits.standard.seconds

    @Argument(help: "The SELECT statement to run.")
    var statement: String

    func validate() throws {
        if maxRows < 1 { throw ValidationError("--max-rows must be at least 1") }
        if !(timeLimit > 0) { throw ValidationError("--time-limit must be more than 0 seconds") }
    }

    func run() throws {
        let store = try options.openStore()
        let format = options.format
        var output = BufferedOutput()
        var names: [String] = []
        var rows = 0
        let stop: QueryStop
        do {
            stop = try store.query(statement, limits: QueryLimits(maxRows: maxRows, seconds: timeLimit)) { columns in
                names = columns
                switch format {
                case .json: output.write("[")
                case .markdown: output.write(MarkdownTable.render(header: columns, rows: []))
                case .text: output.write(columns.joined(separator: "\t") + "\n")
                }
            } row: { row in
                switch format {
                case .json:
                    let object = Dictionary(zip(names, row.map(JSONCell.init)), uniquingKeysWith: { first, _ in first })
                    let lines = JSONOutput.encode(object).split(separator: "\n", omittingEmptySubsequences: false)
                    output.write((rows == 0 ? "\n" : ",\n") + lines.map { "  " + $0 }.joined(separator: "\n"))
                case .markdown: output.write(MarkdownTable.row(row.map(\.display)))
                case .text: output.write(row.map(\.display).joined(separator: "\t") + "\n")
                }
                rows += 1
            }
        } catch let error as StoreError {
            guard case .notReadOnly(let message) = error else { throw error }
            CommandFailure.report(message)
            throw ExitCode(ExitStatus.malformedInput)
        }
        if format == .json { output.write(rows == 0 ? "\n\n]\n" : "\n]\n") }
        output.flush()
        switch stop {
        case .finished: break
        case .rowLimit:
            Terminal.writeError("lifecycle-kb: note: stopped after \(Count.of(rows, "row")) (--max-rows); the query has more")
        case .timeLimit:
            Terminal.writeError(
                "lifecycle-kb: note: stopped after \(timeLimit) seconds (--time-limit) and \(Count.of(rows, "row")); the query was not finished"
            )
        }
    }
}

/// A query cell as a JSON value of its own type.
private struct JSONCell: Encodable {
    let value: QueryValue

    init(_ value: QueryValue) { self.value = value }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch value {
        case .null: try container.encodeNil()
        case .integer(let number): try container.encode(number)
        case .real(let number): try container.encode(number)
        case .text(let text): try container.encode(text)
        case .blob(let bytes): try container.encode(Data(bytes).base64EncodedString())
        }
    }
}

extension QueryValue {
    /// The cell as plain text.
    var display: String {
        switch self {
        case .null: return "NULL"
        case .integer(let number): return "\(number)"
        case .real(let number): return "\(number)"
        case .text(let text): return text
        case .blob(let bytes): return "<\(bytes.count) bytes>"
        }
    }
}
