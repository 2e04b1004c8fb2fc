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

    /// "Yes. viewWillDisappear: (step 1, from) comes before viewDidDisappear: (step 3, from)."
    static func order(_ asked: AnswerStep, isBefore: Bool, _ other: AnswerStep, verdict: Verdict, _ language: Language) -> String {
        let one = step(asked, language)
        let two = step(other, language)
        let twoControllers = asked.receiver != other.receiver
        if language == .zh {
            let caveat = twoControllers ? "这是记录的顺序；两个控制器之间只有各自的 will 先于 did 是确定的，资料不一致之处见回答。" : ""
            return "\(verdict == .yes ? "是" : "不是")。\(one) 在 \(two) \(isBefore ? "之前" : "之后")。" + caveat
        }
        let caveat =
            twoControllers
            ? " That is the recorded order; between two controllers only each one's own will-before-did is certain, see the answer where sources differ."
            : ""
        return "\(verdict == .yes ? "Yes" : "No"). \(one) comes \(isBefore ? "before" : "after") \(two)." + caveat
    }

    /// The opening when a step between the two may come in another order.
    static func orderNotGuaranteed(_ asked: AnswerStep, _ other: AnswerStep, _ language: Language) -> String {
        let one = step(asked, language)
        let two = step(other, language)
        if language == .zh {
            return "视情况而定：记录的顺序中 \(one) 与 \(two) 之间有不保证先后的步骤，不要依赖它们的先后。"
        }
        return "Depends: the stored order does not guarantee which of \(one) and \(two) comes first; don't depend on it."
    }

    /// The opening when the answering fact says one of the two callbacks does not fire, so there is no order to tell.
    static func notBothFire(_ missing: APIRecord, note: String?, _ language: Language) -> String {
        let why = note.map { " \($0)" } ?? ""
        return language == .zh
            ? "不是。\(missing.selector) 在这种情况下不会被调用，谈不上先后。\(why)"
            : "No. \(missing.selector) is not called in this case, so there is no order to compare.\(why)"
    }

    /// The opening of an order answer ("is X called before or after Y"), in its own terms.
    static func relation(_ finding: OrderFinding, asked: APIRecord, other: APIRecord, _ language: Language) -> String {
        switch finding {
        case .ordered(let first, let second, _, let evidence):
            return language == .zh
                ? "\(step(first, language)) 在 \(step(second, language)) 之前（\(evidence)）。"
                : "\(step(first, language)) comes before \(step(second, language)) (\(evidence))."
        case .notGuaranteed(let one, let two, let evidence):
            return language == .zh
                ? "不确定：\(evidence) 中 \(step(one, language)) 与 \(step(two, language)) 之间有不保证先后的步骤，不要依赖它们的先后。"
                : "Not ordered: in \(evidence) a step between \(step(one, language)) and \(step(two, language)) may come in another order; don't depend on it."
        case .oneNeverFires(let missing, let note):
            return notBothFire(missing, note: note, language)
        case .notRecorded:
            return language == .zh
                ? "lifecycle-kb 没有同时包含 \(asked.selector) 和 \(other.selector) 的记录顺序，无法说明先后。"
                : "lifecycle-kb has no recorded order holding both \(asked.selector) and \(other.selector), so it cannot say which comes first."
        }
    }

    /// `viewDidLoad (step 2, to)`: a step with its place in `fires` and its controller.
    private static func step(_ step: AnswerStep, _ language: Language) -> String {
        let receiver = AnswerLabels.receiver(step.receiver, language)
        return language == .zh ? "\(step.selector)（第 \(step.order) 步，\(receiver)）" : "\(step.selector) (step \(step.order), \(receiver))"
    }
}
