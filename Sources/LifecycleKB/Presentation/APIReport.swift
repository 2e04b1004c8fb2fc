import LifecycleModel

/// What `api NAME` shows: the canonical record and the facts, orders and rules that mention it.
public struct APIReport: Codable, Equatable, Sendable {
    public var api: APIRecord
    public var id: String
    public var facts: [String]
    public var orders: [String]
    public var rules: [String]

    /// Gathers the report for one record from the stored knowledge and the rules' API references.
    public init(api: APIRecord, knowledge: Knowledge, ruleMentions: [String: Set<String>]) {
        self.api = api
        id = api.id
        let resolve = { (spelling: String) in knowledge.catalog.resolve(spelling)?.id }
        facts = knowledge.facts.filter { fact in
            let effects = fact.fires + fact.youCall + fact.never
            return resolve(fact.trigger) == api.id || effects.contains { $0.api.flatMap(resolve) == api.id }
        }.map(\.id)
        orders = knowledge.orders.filter { order in order.steps.contains { resolve($0.api) == api.id } }.map(\.id)
        rules = ruleMentions.filter { $0.value.contains(api.id) }.map(\.key).sorted()
    }

    /// A plain-text card for a terminal.
    public func text(language: Language = .en) -> String {
        var lines = ["\(api.id)"]
        lines.append("  Objective-C:   \(api.selector)")
        lines.append("  Swift:         \(api.swift ?? "—")" + (api.swift4.map { "   (Swift 4: \($0))" } ?? ""))
        lines.append("  kind:          \(api.kind.rawValue)")
        lines.append("  introduced:    iOS \(api.introduced ?? "—")" + (api.deprecated.map { ", deprecated iOS \($0)" } ?? ""))
        lines.append("  calls super:   \(api.requiresSuper.rawValue)")
        lines.append("")
        lines.append("  " + api.summary.text(language))
        lines.append("")
        if !facts.isEmpty { lines.append("  facts:   " + facts.joined(separator: ", ")) }
        if !orders.isEmpty { lines.append("  orders:  " + orders.joined(separator: ", ")) }
        if !rules.isEmpty { lines.append("  rules:   " + rules.joined(separator: ", ")) }
        lines.append("  sources: " + api.sources.joined(separator: ", "))
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Markdown section for a pull request or wiki, its heading at `level` (1 when it is the whole page).
    public func markdown(language: Language = .en, level: Int = 1) -> String {
        var out = Markdown.heading(level, "`\(api.className)` \(Markdown.code(api.selector))") + "\n"
        out += MarkdownTable.render(
            header: ["Objective-C", "Swift", "Swift 4", "kind", "introduced", "deprecated", "calls super"],
            rows: [
                [
                    api.selector, api.swift ?? "—", api.swift4 ?? "—", api.kind.rawValue, api.introduced ?? "—",
                    api.deprecated ?? "—", api.requiresSuper.rawValue,
                ]
            ])
        out += "\n" + Markdown.inline(api.summary.text(language)) + "\n"
        for (title, ids) in [("Facts", facts), ("Orders", orders), ("Rules", rules), ("Sources", api.sources)] where !ids.isEmpty {
            out += "\n**\(title):** " + ids.map(Markdown.code).joined(separator: ", ") + "\n"
        }
        return out
    }
}
