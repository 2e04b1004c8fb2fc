/// `// lifecycle-kb:disable rule.id` silences its own line, `// lifecycle-kb:disable-next-line rule.id`
/// the line after it, as SwiftLint's comments do; `all` silences every rule there.
struct DisableComments {
    private static let marker = "lifecycle-kb:disable"
    /// Line → rule ids silenced on it.
    private var silenced: [Int: Set<String>] = [:]

    init(source: SourceText) {
        var lastLine = 0
        for offset in source.offsets(of: Self.marker) {
            let line = source.line(at: offset)
            // The first marker on a line is the comment; any later one is part of its text.
            guard line != lastLine else { continue }
            lastLine = line
            var rest = Substring(source.restOfLine(from: offset + Self.marker.utf8.count))
            var target = line
            if rest.hasPrefix("-next-line") {
                rest = rest.dropFirst("-next-line".count)
                target += 1
            }
            let ids = rest.split(whereSeparator: \.isWhitespace).map(String.init)
            silenced[target, default: []].formUnion(ids.isEmpty ? ["all"] : ids)
        }
    }

    func silences(rule: String, line: Int?) -> Bool {
        guard let line, let ids = silenced[line] else { return false }
        return ids.contains(rule) || ids.contains("all")
    }
}
