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

    static func summary(_ subject: APIRecord, situations: Int, triggers: [String], _ language: Language) -> String {
        var seen = Set<String>()
        let names = triggers.filter { seen.insert($0).inserted }
        if names.isEmpty {
            return language == .zh
                ? "知识库中没有哪条事实或调用顺序包含 \(subject.selector)。"
                : "No stored fact or order shows when \(subject.selector) is called."
        }
        let list = names.joined(separator: language == .zh ? "、" : ", ")
        return language == .zh
            ? "\(subject.selector) 会在 \(situations) 种已存储的情况中被调用，由这些触发：\(list)。"
            : "\(subject.selector) is called in \(situations) stored situations, set off by: \(list)."
    }
}
