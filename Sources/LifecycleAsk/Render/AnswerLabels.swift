import LifecycleModel

/// The headings and enum names the text and Markdown renderers share, in both languages.
enum AnswerLabels {
    static func receiver(_ receiver: Receiver, _ language: Language) -> String {
        guard language == .zh else { return receiver.rawValue }
        switch receiver {
        case .self: return "自身"
        case .parent: return "父控制器"
        case .child: return "子控制器"
        case .view: return "视图"
        case .superview: return "父视图"
        case .subview: return "子视图"
        case .window: return "窗口"
        case .presenting: return "presenting 控制器"
        case .presented: return "被 present 的控制器"
        case .from: return "离开的控制器"
        case .to: return "到来的控制器"
        case .root: return "根控制器"
        case .delegate: return "代理"
        }
    }

    static func timing(_ timing: Timing, _ language: Language) -> String {
        switch (timing, language) {
        case (.immediately, .en): "immediately"
        case (.later, .en): "in a later run-loop turn"
        case (.withParent, .en): "together with the parent's callback"
        case (.never, .en): "never"
        case (.manual, .en): "your code calls it"
        case (.immediately, .zh): "立即(同步)"
        case (.later, .zh): "稍后的 runloop"
        case (.withParent, .zh): "随父控制器的回调"
        case (.never, .zh): "不会触发"
        case (.manual, .zh): "由你的代码调用"
        }
    }

    /// Section headings, keyed by what the section lists.
    enum Heading {
        case fires, youCall, never, alternatives, rules, scenarios, sources, context, nothingFires, notCovered, orderNotGuaranteed
        case candidates, hasFacts, noFacts

        func text(_ language: Language) -> String {
            switch (self, language) {
            case (.fires, .en): "What fires, in order"
            case (.youCall, .en): "You must call"
            case (.never, .en): "Does not fire here"
            case (.alternatives, .en): "Other cases"
            case (.rules, .en): "Rules to keep"
            case (.scenarios, .en): "Recorded scenarios"
            case (.sources, .en): "Sources"
            case (.context, .en): "Context"
            case (.nothingFires, .en): "Nothing fires."
            case (.notCovered, .en): "not covered"
            case (.orderNotGuaranteed, .en): "the next call may come first"
            case (.candidates, .en): "Trigger candidates, best first"
            case (.hasFacts, .en): "has facts"
            case (.noFacts, .en): "no facts"
            case (.fires, .zh): "依次触发"
            case (.youCall, .zh): "你需要自己调用"
            case (.never, .zh): "此时不会触发"
            case (.alternatives, .zh): "其他情况"
            case (.rules, .zh): "需要遵守的规则"
            case (.scenarios, .zh): "记录的场景"
            case (.sources, .zh): "来源"
            case (.context, .zh): "上下文"
            case (.nothingFires, .zh): "不会触发任何回调。"
            case (.notCovered, .zh): "未覆盖"
            case (.orderNotGuaranteed, .zh): "下一个调用可能先到"
            case (.candidates, .zh): "候选触发，按优先级"
            case (.hasFacts, .zh): "有事实"
            case (.noFacts, .zh): "无事实"
            }
        }
    }

    /// A heading followed by its colon: full-width in Chinese.
    /// A step after its marker: whom it reaches, the call (as the renderer spells it), its timing, and
    /// whether the next step surely follows.
    static func stepHead(_ step: AnswerStep, call: String, _ language: Language) -> String {
        var head = "\(receiver(step.receiver, language)): \(call) — \(timing(step.timing, language))"
        if step.nextGuaranteed == false { head += " (\(Heading.orderNotGuaranteed.text(language)))" }
        return head
    }

    static func labelled(_ heading: Heading, _ language: Language) -> String {
        heading.text(language) + (language == .zh ? "：" : ":")
    }

    /// `Trigger candidates, best first:` then `  1. addSubview: (UIView) — named-call, has facts`;
    /// nothing when the candidates were not asked for.
    static func candidateLines(_ candidates: [UnderstoodCandidate]?, _ language: Language) -> [String] {
        guard let candidates else { return [] }
        return [labelled(.candidates, language)]
            + candidates.map { candidate in
                let facts = (candidate.hasFacts ? Heading.hasFacts : .noFacts).text(language)
                return "  \(candidate.rank). \(trigger(candidate.trigger)) — \(candidate.why), \(facts)"
            }
    }

    /// How the trigger reads in a heading: the event summary, or the selector with its Swift name and class.
    static func trigger(_ trigger: UnderstoodTrigger) -> String {
        var api = ""
        if let selector = trigger.selector {
            api = selector
            if let swift = trigger.swift, swift != selector { api += " / \(swift)" }
            if let className = trigger.className { api += " (\(className))" }
        }
        guard let summary = trigger.summary else { return api }
        return api.isEmpty ? summary : "\(summary) = \(api)"
    }
}
