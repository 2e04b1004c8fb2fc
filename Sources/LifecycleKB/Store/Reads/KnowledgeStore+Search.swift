import Foundation
import GRDB

/// What `search` can be narrowed to; the raw values are the hits' `kind`, public API.
public enum SearchKind: String, CaseIterable, Sendable {
    case rule, fact, order, api, scenario
}

/// One ranked full-text hit: which record, its title as a person reads it, and the phrase around the match.
public struct SearchHit: Codable, Equatable, Sendable {
    /// rule, fact, order, api or scenario.
    public var kind: String
    /// The record's identifier, as the command that shows it takes it.
    public var id: String
    /// The record's own title or summary (English), so a hit reads without opening it.
    public var title: String
    /// The whole phrase around the first match, the match in `[…]`, `…` where it was cut.
    public var snippet: String
}

extension KnowledgeStore {
    /// Ranked full-text search over rules, facts, orders, APIs and scenarios, English and Chinese.
    /// Terms of three characters or more go through the FTS5 trigram index (bm25 ranking); shorter
    /// terms, which trigram cannot match (a two-character word like 周期), take a substring path.
    /// Only the words of `searchTerms(text)` are looked for, so the work is bounded whatever the query.
    /// The rules holding every word come first: a rule is what explains a finding, and a query
    /// that describes one (`addSubview before addChild`) means it. `kind` keeps one kind of record.
    public func search(_ text: String, limit: Int = 20, kind: SearchKind? = nil) throws(StoreError) -> [SearchHit] {
        let terms = KnowledgeStore.searchTerms(text).terms
        let long = terms.filter { $0.count >= 3 }
        let short = terms.filter { $0.count < 3 }
        let only = kind.map { " AND kind = '\($0.rawValue)'" } ?? ""
        do {
            return try writer.read { db in
                var rows: [Row] = []
                func add(_ found: [Row]) {
                    let known = Set(rows.map { ($0["kind"] as String) + ($0["ref"] as String) })
                    rows += found.filter { !known.contains(($0["kind"] as String) + ($0["ref"] as String)) }
                }
                if !long.isEmpty, let every = FTS5Pattern(matchingAllTokensIn: long.joined(separator: " ")),
                    let any = FTS5Pattern(matchingAnyTokenIn: long.joined(separator: " "))
                {
                    let rulesFirst = kind == nil || kind == .rule ? [(every, " AND kind = 'rule'")] : []
                    for (pattern, kinds) in rulesFirst + [(any, only)] {
                        add(
                            try Row.fetchAll(
                                db,
                                sql: """
                                    SELECT kind, ref, title, body FROM search_index
                                    WHERE search_index MATCH ?\(kinds) ORDER BY bm25(search_index, 0, 0, 4.0, 1.0) LIMIT ?
                                    """, arguments: [pattern, limit]))
                    }
                }
                for term in short where rows.count < limit {
                    add(
                        try Row.fetchAll(
                            db,
                            sql: """
                                SELECT kind, ref, title, body FROM search_index
                                WHERE (instr(lower(title), lower(?)) > 0 OR instr(lower(body), lower(?)) > 0)\(only)
                                ORDER BY instr(lower(title), lower(?)) = 0, length(body) LIMIT ?
                                """, arguments: [term, term, term, limit]))
                }
                return try rows.prefix(limit).map { row in
                    SearchHit(
                        kind: row["kind"], id: row["ref"], title: try displayTitle(db, kind: row["kind"], id: row["ref"]) ?? row["title"],
                        snippet: SearchExcerpt.phrase(in: row["body"], around: terms))
                }
            }
        } catch {
            throw StoreError.database(KnowledgeStore.describe(error))
        }
    }

    /// Distinct words a query is searched for at most, and characters kept of each word.
    public static let searchWordLimit = 16
    public static let searchWordLength = 100

    /// The words `search` looks for: the query's distinct words in order, at most `searchWordLimit`
    /// of them, each cut to `searchWordLength` characters (each word costs a pass over the index);
    /// `shortened` tells whether anything was left out.
    public static func searchTerms(_ text: String) -> (terms: [String], shortened: Bool) {
        var seen = Set<Substring>()
        var terms: [String] = []
        var shortened = false
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) where seen.insert(word).inserted {
            guard terms.count < searchWordLimit else {
                shortened = true
                break
            }
            if word.count > searchWordLength { shortened = true }
            terms.append(String(word.prefix(searchWordLength)))
        }
        return (terms, shortened)
    }

    /// The first sentence of a rule's, fact's or API's English summary: the index titles them by
    /// identifier, which the hit already shows.
    private func displayTitle(_ db: Database, kind: String, id: String) throws -> String? {
        guard let table = ["rule": "rule", "fact": "fact", "api": "api"][kind],
            let summary = try String.fetchOne(db, sql: "SELECT summary_en FROM \(table) WHERE id = ?", arguments: [id])
        else { return nil }
        return summary.range(of: ". ").map { String(summary[..<$0.lowerBound]) + "." } ?? summary
    }
}
