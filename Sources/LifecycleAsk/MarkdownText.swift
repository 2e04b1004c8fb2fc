import Foundation

/// The one place this module escapes Markdown: knowledge and question text is neutralised here
/// before it reaches a paragraph or a table cell.
enum MarkdownText {
    /// Text safe in a paragraph: HTML and backticks defused, emphasis markers escaped, lines joined.
    static func inline(_ text: String) -> String {
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

    /// Text safe in a table cell: inline escaping plus escaped pipes.
    static func cell(_ text: String) -> String {
        inline(text).replacingOccurrences(of: "|", with: "\\|")
    }

    /// Code in backticks, with a longer fence when the code holds a backtick; pipes are escaped
    /// so the span can sit in a table cell.
    static func code(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
        let fence = flat.contains("`") ? "``" : "`"
        let pad = flat.hasPrefix("`") || flat.hasSuffix("`") ? " " : ""
        return fence + pad + flat + pad + fence
    }
}
