/// The one place Mermaid escaping lives: text in a title, participant label, message or note is turned
/// into Mermaid entity codes wherever a character would end the statement (`;`, a newline), start an
/// entity or comment (`#`, `%%`), close the label (`"`) or be read as HTML (`<`, `>`, `&`).
public enum MermaidText {
    /// Text safe anywhere after a statement's keyword, on one line.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "#": out += "#35;"
            case ";": out += "#59;"
            case "%": out += "#37;"
            case "\"": out += "#quot;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "&": out += "#amp;"
            case "\n", "\r", "\r\n", "\t": out += " "
            default: out.append(character)
            }
        }
        return out
    }
}
