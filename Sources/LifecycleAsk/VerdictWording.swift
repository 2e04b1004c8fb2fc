import LifecycleModel

/// The sentences that open a yes/no answer, in both languages; every API and context they name
/// comes from the knowledge.
enum VerdictWording {
    static func yes(_ asked: APIRecord, _ language: Language) -> String {
        language == .zh ? "会。\(asked.selector) 会被调用。" : "Yes. \(asked.selector) is called."
    }

    static func no(_ asked: APIRecord, reason: String, _ language: Language) -> String {
        language == .zh ? "不会。\(asked.selector) 不会被调用：\(reason)" : "No. \(asked.selector) is not called: \(reason)"
    }

    static func depends(_ asked: APIRecord, fires: Bool, on contexts: [String], _ language: Language) -> String {
        let list = contexts.joined(separator: language == .zh ? "、" : ", ")
        if language == .zh {
            return "视情况而定：通常情况下 \(asked.selector) \(fires ? "会" : "不会")被调用，但在这些情况下不同：\(list)。"
        }
        return
            "Depends on \(list): in the common case \(asked.selector) \(fires ? "is" : "is not") called; in those cases it \(fires ? "is not" : "is")."
    }

    /// The opening when the answer turns on which controller is meant: "to gets it, from never does".
    static func dependsOnReceiver(_ asked: APIRecord, getting: [Receiver], missing: [Receiver], _ language: Language) -> String {
        let names = { (receivers: [Receiver]) in
            receivers.map { AnswerLabels.receiver($0, language) }.joined(separator: language == .zh ? "、" : ", ")
        }
        if language == .zh {
            return "视控制器而定：\(names(getting)) 会收到 \(asked.selector)，\(names(missing)) 不会。"
        }
        return "Depends on the controller: \(names(getting)) gets \(asked.selector), \(names(missing)) never does."
    }

    /// The reason when the fact simply does not list the callback.
    static func notListed(_ asked: APIRecord, fact: String, _ language: Language) -> String {
        language == .zh
            ? "它不在这种情况下触发的调用之中（事实 \(fact)）。"
            : "it is not among the calls that fire in this case (fact \(fact))."
    }
}
