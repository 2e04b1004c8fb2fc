import LifecycleModel

/// The sentences of a "when is X called" answer, in both languages; every name in them comes from
/// the knowledge.
enum WhenWording {
    /// How a situation's trigger reads: its selector, its event's summary, or for a stored order
    /// its title with its id (an order has no single trigger, and a bare id says nothing).
    static func name(of situation: TriggerSituation, events: [String: EventRecord], _ language: Language) -> String {
        if let event = situation.event.flatMap({ events[$0] }) { return "\u{201C}\(event.summary.text(language))\u{201D}" }
        if let selector = situation.selector { return selector }
        guard let order = situation.order else { return "?" }
        guard let title = situation.note else { return WhenLabels.order(order, language) }
        return "\u{201C}\(title)\u{201D} (\(WhenLabels.order(order, language)))"
    }

    static func summary(_ subject: APIRecord, situations: Int, triggers: [String], documented: String?, _ language: Language) -> String {
        var seen = Set<String>()
        let names = triggers.filter { seen.insert($0).inserted }
        let known = documented.map { language == .zh ? "文档所述：\($0)" : "Documented: \($0)" }
        if names.isEmpty {
            let none =
                language == .zh
                ? "lifecycle-kb 没有记录 \(subject.selector) 在哪些情况中出现。"
                : "lifecycle-kb has no recorded situation in which \(subject.selector) comes."
            return ([none] + [known].compactMap { $0 }).joined(separator: " ")
        }
        let list = names.joined(separator: language == .zh ? "、" : ", ")
        let found =
            language == .zh
            ? "\(subject.selector) 出现在 \(situations) 种情况中，由这些触发：\(list)。"
            : "\(subject.selector) comes in \(situations) \(situations == 1 ? "situation" : "situations"), set off by: \(list)."
        return ([known].compactMap { $0 } + [found]).joined(separator: " ")
    }
}
