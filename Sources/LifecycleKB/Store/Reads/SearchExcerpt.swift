import Foundation

/// The phrase around a search match, cut where a reader can tell a phrase from a fragment.
enum SearchExcerpt {
    /// Characters of context kept on each side of the match, before widening to a word boundary.
    static let context = 70
    /// How far past the context a cut may move to land on a space; CJK text, which has none, is cut there.
    static let slack = 40
    /// A paragraph shorter than this (a Swift name, an alias) is a label, not a phrase.
    static let phraseLength = 60

    /// The first phrase-long paragraph (a line of the indexed body) holding a match, trimmed to the
    /// context on each side at word boundaries, the match in `[…]`, `…` where text was cut; when the
    /// match is only in a label (a Swift name), that label and then the record's first phrase.
    static func phrase(in body: String, around terms: [String]) -> String {
        let words = terms.map { $0.trimmingCharacters(in: .letters.union(.decimalDigits).inverted) }.filter { !$0.isEmpty }
        let paragraphs = body.split(separator: "\n").map(String.init)
        let matches = paragraphs.compactMap { paragraph in
            words.compactMap { paragraph.range(of: $0, options: .caseInsensitive) }
                .min { $0.lowerBound < $1.lowerBound }
                .map { (paragraph, $0) }
        }
        if let (paragraph, match) = matches.first(where: { $0.0.count >= phraseLength }) {
            return trim(paragraph, around: match)
        }
        let phrase = paragraphs.first { $0.count >= phraseLength }.map { trim($0, around: nil) }
        guard let (label, match) = matches.first else { return phrase ?? paragraphs.first ?? "" }
        return trim(label, around: match) + (phrase.map { " — " + $0 } ?? "")
    }

    /// The paragraph cut to the context either side of the match (or from its start), at spaces.
    private static func trim(_ text: String, around match: Range<String.Index>?) -> String {
        let from = match?.lowerBound ?? text.startIndex
        let to = match?.upperBound ?? text.startIndex
        var start = text.index(from, offsetBy: -context, limitedBy: text.startIndex) ?? text.startIndex
        if start > text.startIndex {
            let floor = text.index(start, offsetBy: -slack, limitedBy: text.startIndex) ?? text.startIndex
            start = text[floor..<start].lastIndex(of: " ").map(text.index(after:)) ?? start
        }
        let reach = match == nil ? 2 * context : context
        var end = text.index(to, offsetBy: reach, limitedBy: text.endIndex) ?? text.endIndex
        if end < text.endIndex {
            let ceiling = text.index(end, offsetBy: slack, limitedBy: text.endIndex) ?? text.endIndex
            end = text[end..<ceiling].firstIndex(of: " ") ?? end
        }
        let lead = start == text.startIndex ? "" : "…"
        let tail = end == text.endIndex ? "" : "…"
        guard let match else { return lead + text[start..<end] + tail }
        return lead + text[start..<match.lowerBound] + "[" + text[match] + "]" + text[match.upperBound..<end] + tail
    }
}
