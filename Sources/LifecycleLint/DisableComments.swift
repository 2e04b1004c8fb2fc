/// `// lifecycle-kb:disable rule.id` silences its own line, `// lifecycle-kb:disable-next-line rule.id`
/// the line after it, as SwiftLint's comments do; `all` silences every rule there.
struct DisableComments {
    /// Line → rule ids silenced on it.
    private var silenced: [Int: Set<String>] = [:]

    init(source: String) {
        guard source.contains("lifecycle-kb:disable") else { return }
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: "lifecycle-kb:disable") else { continue }
            var rest = line[range.upperBound...]
            var target = index + 1
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
