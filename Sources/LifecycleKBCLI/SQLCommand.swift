import ArgumentParser
import Foundation
import LifecycleKB
import LifecycleModel

/// `sql`: one read-only query against the store, printed as text, JSON rows or a Markdown table.
struct SQLCommand: FormattedCommand {
    static let configuration = CommandConfiguration(
        commandName: "sql",
        abstract: "Run one read-only SQL query (writes, ATTACH, PRAGMA assignments are refused)."
    )

    static let formats: [OutputFormat] = .records

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The SELECT statement to run.")
    var statement: String

    func run() throws {
        let store = try options.openStore()
        let result: QueryResult
        do {
            result = try store.query(statement)
        } catch {
            CommandFailure.report(error.description)
            throw ExitCode(ExitStatus.malformedInput)
        }
        switch options.format {
        case .json:
            let rows = result.rows.map { row in
                Dictionary(uniqueKeysWithValues: zip(result.columns, row.map(JSONCell.init)))
            }
            JSONOutput.print(rows)
        case .markdown:
            Terminal.write(MarkdownTable.render(header: result.columns, rows: result.rows.map { $0.map(\.display) }))
        case .text:
            let lines = [result.columns.joined(separator: "\t")] + result.rows.map { $0.map(\.display).joined(separator: "\t") }
            Terminal.write(lines.joined(separator: "\n") + "\n")
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
