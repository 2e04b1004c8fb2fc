/// A rule example: the trace with its `↓` markers removed and the lines they marked.
struct ExampleTrace: CustomStringConvertible {
    let text: String
    let markedLines: [Int]

    init(_ example: String) {
        var lines: [String] = []
        var marked: [Int] = []
        for (index, line) in example.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("↓") {
                marked.append(index + 1)
                lines.append(String(line.dropFirst()))
            } else {
                lines.append(String(line))
            }
        }
        text = lines.joined(separator: "\n")
        markedLines = marked
    }

    var description: String { text }
}
