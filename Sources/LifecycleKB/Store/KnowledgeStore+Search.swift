import Foundation
import GRDB

/// One ranked full-text hit: which record, a title, and a snippet around the match.
public struct SearchHit: Codable, Equatable, Sendable {
    public var kind: String
    public var id: String
    public var title: String
    public var snippet: String
}

extension KnowledgeStore {
    /// Ranked full-text search over rules, facts, orders, APIs and scenarios, English and Chinese.
    /// Terms of three characters or more go through the FTS5 trigram index (bm25 ranking); shorter
    /// terms, which trigram cannot match (a two-character word like 周期), take a substring path.
    public func search(_ text: String, limit: Int = 20) throws(StoreError) -> [SearchHit] {
        let terms = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let long = terms.filter { $0.count >= 3 }
        let short = terms.filter { $0.count < 3 }
        do {
            return try writer.read { db in
                var hits: [SearchHit] = []
                if let pattern = long.isEmpty ? nil : FTS5Pattern(matchingAnyTokenIn: long.joined(separator: " ")) {
                    hits = try Row.fetchAll(db, sql: """
                        SELECT kind, ref, title, snippet(search_index, 3, '[', ']', '…', 12) AS snippet
                        FROM search_index WHERE search_index MATCH ? ORDER BY bm25(search_index, 0, 0, 4.0, 1.0) LIMIT ?
                        """, arguments: [pattern, limit]).map(SearchHit.init(row:))
                }
                for term in short where hits.count < limit {
                    let known = Set(hits.map { $0.kind + $0.id })
                    let found = try Row.fetchAll(db, sql: """
                        SELECT kind, ref, title, body FROM search_index
                        WHERE instr(lower(title), lower(?)) > 0 OR instr(lower(body), lower(?)) > 0
                        ORDER BY instr(lower(title), lower(?)) = 0, length(body) LIMIT ?
                        """, arguments: [term, term, term, limit])
                    for row in found where !known.contains((row["kind"] as String) + (row["ref"] as String)) {
                        hits.append(SearchHit(kind: row["kind"], id: row["ref"], title: row["title"], snippet: excerpt(row["body"], around: term)))
                    }
                }
                return Array(hits.prefix(limit))
            }
        } catch {
            throw StoreError.database(KnowledgeStore.describe(error))
        }
    }
}

extension SearchHit {
    init(row: Row) {
        self.init(kind: row["kind"], id: row["ref"], title: row["title"], snippet: row["snippet"])
    }
}

/// A dozen characters either side of the first match, marked like FTS5's snippets.
private func excerpt(_ body: String, around term: String) -> String {
    guard let range = body.range(of: term, options: .caseInsensitive) else { return String(body.prefix(40)) }
    let start = body.index(range.lowerBound, offsetBy: -12, limitedBy: body.startIndex) ?? body.startIndex
    let end = body.index(range.upperBound, offsetBy: 12, limitedBy: body.endIndex) ?? body.endIndex
    let lead = start == body.startIndex ? "" : "…"
    let tail = end == body.endIndex ? "" : "…"
    return lead + body[start..<range.lowerBound] + "[" + body[range] + "]" + body[range.upperBound..<end] + tail
}
