import Foundation

/// The one place Markdown escaping lives: user and knowledge text is neutralised here before it
/// reaches a table cell or a paragraph, so `|`, newlines, backticks, emphasis and HTML cannot break the page.
public enum Markdown {
    /// Text safe inside a table cell: inline escaping plus escaped pipes.
    public static func cell(_ text: String) -> String {
        inline(text).replacingOccurrences(of: "|", with: "\\|")
    }

    /// Text safe inside a paragraph: HTML defused, backticks, emphasis and link markers escaped, lines joined.
    public static func inline(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "`", "*", "_", "\\", "[", "]": out += "\\\(character)"
            case "\n", "\r", "\r\n": out += " "
            default: out.append(character)
            }
        }
        return out
    }

    /// A fenced code block, tagged with `language` when given, holding `text` as is and ending with a
    /// newline; a run of three backticks inside the text becomes three apostrophes so it cannot close the block.
    public static func fenced(_ text: String, language: String = "") -> String {
        let body = text.replacingOccurrences(of: "```", with: "'''")
        return "```\(language)\n" + body + (body.hasSuffix("\n") ? "" : "\n") + "```\n"
    }

    /// A heading line at `level` (1 is the page's title): a page has one title and each section
    /// sits one level under the one it belongs to, whether shown alone or inside an export.
    public static func heading(_ level: Int, _ text: String) -> String {
        String(repeating: "#", count: max(1, level)) + " " + text + "\n"
    }

    /// Code inside backticks, using a longer fence when the code itself holds backticks; pipes are
    /// escaped so the span can sit in a table cell.
    public static func code(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "\r", with: " ").replacingOccurrences(of: "|", with: "\\|")
        let fence = flat.contains("`") ? "``" : "`"
        let pad = flat.hasPrefix("`") || flat.hasSuffix("`") ? " " : ""
        return fence + pad + flat + pad + fence
    }
}

/// A GitHub-flavoured Markdown table.
public enum MarkdownTable {
    /// Renders a header and rows; every cell is escaped with `Markdown.cell`.
    public static func render(header: [String], rows: [[String]]) -> String {
        var lines = ["| " + header.map(Markdown.cell).joined(separator: " | ") + " |"]
        lines.append("|" + header.map { _ in " --- " }.joined(separator: "|") + "|")
        return lines.joined(separator: "\n") + "\n" + rows.map(row).joined()
    }

    /// One body row with its newline, for a table written row by row as its data streams in.
    public static func row(_ cells: [String]) -> String {
        "| " + cells.map(Markdown.cell).joined(separator: " | ") + " |\n"
    }
}
