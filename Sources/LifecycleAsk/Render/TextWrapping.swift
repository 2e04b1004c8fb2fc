/// Wraps text to a terminal's width, the way a person would lay it out: at spaces in English,
/// between characters in Chinese, continuation lines indented under the first line's text (past
/// a list marker such as `1.` or `-`). CJK characters take two columns.
public enum TextWrapping {
    /// The text with every line longer than `width` columns broken; nil or tiny widths leave it as is.
    public static func wrap(_ text: String, width: Int?) -> String {
        guard let width, width >= 20 else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { wrapLine(String($0), width: width) }
            .joined(separator: "\n")
    }

    /// The columns a character takes on a terminal.
    static func columns(_ character: Character) -> Int {
        guard let value = character.unicodeScalars.first?.value else { return 1 }
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x20000...0x2FFFD:
            return 2
        default:
            return 1
        }
    }

    private static func wrapLine(_ line: String, width: Int) -> [String] {
        let characters = Array(line)
        guard characters.reduce(0, { $0 + columns($1) }) > width else { return [line] }
        let indent = String(repeating: " ", count: hangingIndent(characters))
        var lines: [String] = []
        var current: [Character] = []
        var currentWidth = 0
        var breakAt: Int?  // index in `current` after which a break may go
        for character in characters {
            let isSpace = character == " "
            if currentWidth + columns(character) > width, current.count > indent.count {
                let cut = breakAt ?? current.count
                lines.append(String(current[..<cut]).trimmedTrailingSpaces)
                let rest = current[cut...].drop { $0 == " " }
                current = Array(indent) + rest
                currentWidth = current.reduce(0) { $0 + columns($1) }
                breakAt = nil
                if isSpace, rest.isEmpty { continue }
            }
            current.append(character)
            currentWidth += columns(character)
            if isSpace || columns(character) == 2 { breakAt = current.count }
        }
        if !current.isEmpty { lines.append(String(current).trimmedTrailingSpaces) }
        return lines
    }

    /// Where continuation lines start: under the text after leading spaces and a list marker.
    private static func hangingIndent(_ characters: [Character]) -> Int {
        var index = 0
        while index < characters.count, characters[index] == " " { index += 1 }
        var marker = index
        while marker < characters.count, characters[marker].isNumber { marker += 1 }
        if marker > index, marker < characters.count, characters[marker] == "." { marker += 1 } else { marker = index }
        if marker == index, index < characters.count, characters[index] == "-" { marker += 1 }
        if marker > index, marker < characters.count, characters[marker] == " " { return marker + 1 }
        return index
    }
}

extension String {
    fileprivate var trimmedTrailingSpaces: String {
        var out = self
        while out.last == " " { out.removeLast() }
        return out
    }
}
