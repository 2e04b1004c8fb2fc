import LifecycleModel

/// The headings and short labels of a "when is X called" answer, in both languages.
enum WhenLabels {
    /// The note of a situation only the API's documentation names (no stored fact or order holds it).
    static func documented(_ language: Language) -> String {
        language == .zh ? "文档所述；没有记录的调用顺序。" : "Documented; no recorded order."
    }

    static func calledWhen(_ language: Language) -> String {
        language == .zh ? "在这些情况下被调用：" : "Called when:"
    }

    static func notCalledWhen(_ language: Language) -> String {
        language == .zh ? "在这些情况下不会被调用：" : "Not called when:"
    }

    static func event(_ id: String, _ language: Language) -> String {
        language == .zh ? "事件 \(id)" : "event \(id)"
    }

    static func order(_ id: String, _ language: Language) -> String {
        language == .zh ? "调用顺序 \(id)" : "order \(id)"
    }

    /// Introduces the call that comes right before the callback.
    static func after(_ language: Language) -> String {
        language == .zh ? "之前是" : "after"
    }

    /// Introduces the call that comes right after the callback.
    static func before(_ language: Language) -> String {
        language == .zh ? "之后是" : "before"
    }

    static func fact(_ id: String, sources: [String], _ language: Language) -> String {
        let list = sources.joined(separator: ", ")
        return language == .zh ? "事实 \(id)；来源：\(list)" : "fact \(id); sources: \(list)"
    }

    /// A situation's first line after its marker: the call (as the renderer spells it) or the order,
    /// the event, whom the callback reaches, and the context.
    static func situationHead(_ situation: TriggerSituation, call: String?, _ language: Language) -> String {
        var head = call ?? situation.order.map { order($0, language) } ?? ""
        if let id = situation.event {
            head = head.isEmpty ? event(id, language) : "\(head) (\(event(id, language)))"
        }
        if let receiver = situation.receiver { head += " → \(AnswerLabels.receiver(receiver, language))" }
        if !situation.context.isEmpty { head += " [\(situation.context.joined(separator: ", "))]" }
        return head
    }
}
