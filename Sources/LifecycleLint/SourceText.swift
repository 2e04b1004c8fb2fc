import SwiftSyntax

/// A file's UTF-8 bytes and where its lines start, so that a node's text is a slice of them and its
/// position is a binary search: swift-syntax's `trimmedDescription` copies the node's tree first and
/// `SourceLocationConverter` walks every token, which together profiled at over a third of lint's own work.
struct SourceText: Sendable {
    let bytes: [UInt8]
    /// Offsets at which lines begin; a line ends at `\n`, `\r\n` or a lone `\r`, as swift-syntax counts them.
    private let lineStarts: [Int]

    init(_ source: String) {
        bytes = Array(source.utf8)
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                index += 1
                if byte == UInt8(ascii: "\r"), index < buffer.count, buffer[index] == UInt8(ascii: "\n") { index += 1 }
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(index) }
            }
        }
        lineStarts = starts
    }

    /// The node's text without its first token's leading and last token's trailing trivia, as
    /// `trimmedDescription` gives it: the tree is source-accurate, so its offsets index these bytes.
    func text(of node: some SyntaxProtocol) -> String {
        text(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    /// Where the node's first token starts: 1-based line and UTF-8 column, as compilers report them.
    func location(of node: some SyntaxProtocol) -> (line: Int, column: Int, offset: Int) {
        location(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    /// The 1-based line and UTF-8 column of a byte offset.
    func location(at offset: Int) -> (line: Int, column: Int, offset: Int) {
        let line = self.line(at: offset)
        return (line, offset - lineStarts[line - 1] + 1, offset)
    }

    /// The 1-based line holding the byte at `offset`.
    func line(at offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle }
        }
        return low + 1
    }

    /// Whether the identifier starting at `offset` is `name`: its bytes, and no identifier byte after them.
    func hasName(_ name: String, at offset: Int) -> Bool {
        let end = offset + name.utf8.count
        guard end <= bytes.count, bytes[offset..<end].elementsEqual(name.utf8) else { return false }
        guard end < bytes.count else { return true }
        let next = bytes[end]
        let isLetter = (0x61...0x7A).contains(next | 0x20)
        return !(isLetter || (0x30...0x39).contains(next) || next == UInt8(ascii: "_") || next >= 0x80)
    }

    /// Offsets at which `needle` occurs, scanning the bytes once.
    func offsets(of needle: String) -> [Int] {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, pattern.count <= bytes.count else { return [] }
        var found: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index <= buffer.count - pattern.count {
                if buffer[index] == first, buffer[index..<index + pattern.count].elementsEqual(pattern) { found.append(index) }
                index += 1
            }
        }
        return found
    }

    /// The text from `offset` to the end of its line.
    func restOfLine(from offset: Int) -> String {
        let line = self.line(at: offset)
        let end = line < lineStarts.count ? lineStarts[line] : bytes.count
        return text(offset..<end)
    }

    /// The text of a byte range, as lint's readers slice it.
    func text(_ range: Range<Int>) -> String {
        guard range.lowerBound < range.upperBound, range.upperBound <= bytes.count else { return "" }
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }
}
