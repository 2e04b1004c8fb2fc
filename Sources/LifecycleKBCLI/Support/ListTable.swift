import LifecycleCLISupport
import LifecycleModel

/// One list printer for `traces list`, `rules`, `orders`, `scenarios` and `sources`: on a terminal,
/// aligned columns under a header, the last column cut to the terminal's width; in a pipe or a file,
/// tab-separated values without a header, each field whole, so `cut -f1`, `sort` and `awk -F'\t'` read them.
struct ListTable {
    /// The column names, printed on a terminal only.
    var header: [String]
    var rows: [[String]]

    /// The text for standard output: a table when it is a terminal, TSV otherwise.
    func text() -> String {
        Terminal.isTerminal(.standardOutput) ? aligned(width: TerminalWidth.ofStandardOutput()) : tabSeparated()
    }

    /// One line per row, fields joined by tabs; tabs and line breaks inside a field become spaces.
    func tabSeparated() -> String {
        rows.map { row in row.map(Self.oneLine).joined(separator: "\t") + "\n" }.joined()
    }

    /// The header and the rows in columns two spaces apart, widths counted as a terminal shows them
    /// (a Chinese character takes two columns); the last column is cut with `…` to fit `width`.
    func aligned(width: Int?) -> String {
        let table = ([header] + rows).map { $0.map(Self.oneLine) }
        let columns = header.count
        var widths = [Int](repeating: 0, count: columns)
        for row in table {
            for (index, field) in row.enumerated() where index < columns - 1 {
                widths[index] = max(widths[index], Self.displayWidth(field))
            }
        }
        let lead = widths.reduce(0) { $0 + $1 + 2 }
        return table.map { row in
            var line = ""
            for (index, field) in row.enumerated() {
                if index < columns - 1 {
                    line += field + String(repeating: " ", count: widths[index] - Self.displayWidth(field) + 2)
                } else {
                    line += width.map { Self.cut(field, to: max(20, $0 - lead)) } ?? field
                }
            }
            return String(line.reversed().drop { $0 == " " }.reversed()) + "\n"
        }.joined()
    }

    private static func oneLine(_ field: String) -> String {
        String(field.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }

    /// The columns a terminal gives the text: two for East Asian wide characters, one otherwise.
    static func displayWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + (isWide($1) ? 2 : 1) }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            true
        default: false
        }
    }

    /// The text cut to `columns` terminal columns, ending in `…` when anything was cut.
    private static func cut(_ text: String, to columns: Int) -> String {
        guard displayWidth(text) > columns else { return text }
        var kept = ""
        var used = 0
        for character in text {
            let width = displayWidth(String(character))
            guard used + width <= columns - 1 else { break }
            kept.append(character)
            used += width
        }
        return kept + "…"
    }
}
