import LifecycleModel

/// The sentences of a why-answer, in both languages; every name in them comes from the knowledge.
enum WhyWording {
    static func summary(
        _ subject: APIRecord, symptom: CauseRecord.Symptom, causes: [WhyAnswer.Cause], documented: DocumentedAPI, _ language: Language
    ) -> String {
        let name = subject.displayName
        guard !causes.isEmpty else {
            let known = documented.when.map { language == .zh ? " 已知：\($0)" : " What is documented: \($0)" } ?? ""
            return language == .zh
                ? "lifecycle-kb 没有记录 \(name) \(phrase(symptom, language)) 的原因。\(known)"
                : "lifecycle-kb has no recorded cause for \(name) \(phrase(symptom, language)).\(known)"
        }
        let pointed = causes.filter { !$0.matched.isEmpty }.count
        if language == .zh {
            let lead = pointed > 0 ? "前 \(pointed) 条与问题所说的情况相符。" : "问题没有指明情况，按常见程度排列。"
            return "\(name) \(phrase(symptom, language)) 的常见原因有 \(causes.count) 条；\(lead)"
        }
        let lead =
            pointed > 0
            ? "the first \(pointed) fit what your question names." : "your question names no situation, so they are in the usual order."
        return "\(causes.count) usual cause\(causes.count == 1 ? "" : "s") of \(name) \(phrase(symptom, language)); \(lead)"
    }

    private static func phrase(_ symptom: CauseRecord.Symptom, _ language: Language) -> String {
        switch (symptom, language) {
        case (.notCalled, .en): "not being called"
        case (.calledTwice, .en): "being called more than once"
        case (.notReleased, .en): "never coming (the controller is not released)"
        case (.notCalled, .zh): "不被调用"
        case (.calledTwice, .zh): "被调用多次"
        case (.notReleased, .zh): "不被调用（控制器没有被释放）"
        }
    }
}

/// The labels of a why-answer's causes, in both languages.
enum WhyLabels {
    static func fix(_ language: Language) -> String { language == .zh ? "解决：" : "Fix:" }
    static func evidence(_ language: Language) -> String { language == .zh ? "依据：" : "Evidence:" }

    /// The heading of the named situation's steps.
    static func inThatSituation(_ trigger: String, _ language: Language) -> String {
        language == .zh ? "在问题所说的情况（\(trigger)）中依次触发：" : "What fires in the situation you name (\(trigger)):"
    }
}
