/// Limits for YAML that comes from users (team rule files): anchors and aliases can expand a few
/// hundred bytes into billions of nodes, so they are refused before parsing, and so is a file too
/// large to be a rule file.
enum UntrustedYAML {
    static let maximumBytes = 1 << 20

    /// Fails with a located error when the text is too large or defines an anchor.
    static func screen(path: String, text: String) throws(DataError) {
        guard text.utf8.count <= maximumBytes else {
            throw DataError(file: path, line: 1, message: "the file is larger than \(maximumBytes / 1024) KiB; a rule file is a few KiB")
        }
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains("&") {
            if definesAnchor(line) {
                throw DataError(file: path, line: number + 1, message: "YAML anchors and aliases are not allowed in rule files")
            }
        }
    }

    /// Whether a line has `&name` outside quotes and comments, where YAML reads it as an anchor.
    private static func definesAnchor(_ line: Substring) -> Bool {
        var quote: Character?
        var previous: Character = " "
        var iterator = line.makeIterator()
        while let character = iterator.next() {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" && previous == " " {
                return false
            } else if character == "&" && " [{,:-".contains(previous) {
                if let next = iterator.next(), next.isLetter || next.isNumber || next == "_" { return true }
            }
            previous = character
        }
        return false
    }
}
