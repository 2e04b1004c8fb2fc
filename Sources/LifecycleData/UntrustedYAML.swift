/// Limits for YAML that comes from users (team rule files): anchors and aliases can expand a few
/// hundred bytes into billions of nodes, so they are refused before parsing, and so is a file too
/// large to be a rule file.
public enum UntrustedYAML {
    public static let maximumBytes = 1 << 20

    /// Fails with a located error when the text is too large or defines an anchor.
    static func screen(path: String, text: String) throws(DataError) {
        guard text.utf8.count <= maximumBytes else {
            throw DataError(file: path, line: 1, message: "the file is larger than \(maximumBytes / 1024) KiB; a rule file is a few KiB")
        }
        // The lines of a block scalar (`|`, `>`) are text, where `&name` is no anchor
        // (`.store(in: &subscriptions)` in a Swift example).
        var blockIndent: Int?
        for (index, line) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
            if let block = blockIndent, indent > block || indent == line.count { continue }
            blockIndent = nil
            var scan = AnchorScan()
            for byte in line where scan.definesAnchor(after: byte) {
                throw DataError(file: path, line: index + 1, message: "YAML anchors and aliases are not allowed in rule files")
            }
            if Self.opensBlockScalar(line) { blockIndent = indent }
        }
    }

    /// Whether a line ends in a block scalar's header (`key: |`, `- >-`, `|2+`), before any comment.
    static func opensBlockScalar(_ line: Substring.UTF8View.SubSequence) -> Bool {
        var end = line.endIndex
        if let hash = line.firstIndex(of: UInt8(ascii: "#")), hash > line.startIndex,
            line[line.index(before: hash)] == UInt8(ascii: " ")
        {
            end = hash
        }
        let head = line[..<end].reversed().drop { $0 == UInt8(ascii: " ") }
        let indicators = head.prefix {
            $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
        }
        guard let marker = head.dropFirst(indicators.count).first, marker == UInt8(ascii: "|") || marker == UInt8(ascii: ">") else {
            return false
        }
        let before = head.dropFirst(indicators.count + 1).first
        return before == nil || before == UInt8(ascii: " ")
    }

    /// Reads one line a byte at a time for `&name` outside quotes and comments, where YAML reads it
    /// as an anchor; bytes, not characters, so screening costs little next to parsing.
    private struct AnchorScan {
        private var quote: UInt8?
        private var previous = UInt8(ascii: " ")
        private var inComment = false
        private var sawAmpersand = false

        /// Whether `byte` completes an anchor.
        mutating func definesAnchor(after byte: UInt8) -> Bool {
            defer { previous = byte }
            if inComment { return false }
            if sawAmpersand {
                sawAmpersand = false
                if byte >= 0x80 || byte == UInt8(ascii: "_") || (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 {
                    return true
                }
            }
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "#") && previous == UInt8(ascii: " ") {
                inComment = true
            } else if byte == UInt8(ascii: "&") && Self.opensNode(previous) {
                sawAmpersand = true
            }
            return false
        }

        /// Bytes after which `&` starts a node's anchor.
        private static func opensNode(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "-"): true
            default: false
            }
        }
    }
}
